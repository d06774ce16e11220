// hashing moved down to http/ so the open-auth module can check passwords too
export { decoyHash, hashPassword, verifyPassword } from '../../services/passwords.ts'
