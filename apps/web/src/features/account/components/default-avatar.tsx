export type DefaultAvatarProps = { size?: number }

/** Avatar shown when the user has not set one. */
export function DefaultAvatar({ size = 64 }: DefaultAvatarProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-label="默认头像" role="img">
      <circle cx="32" cy="32" r="32" fill="#EAF2FD" />
      <circle cx="32" cy="26" r="11" fill="#8DB9EE" />
      <path d="M12 54c3-10 11-15 20-15s17 5 20 15" fill="#8DB9EE" />
      <circle cx="32" cy="32" r="31" fill="none" stroke="#fff" strokeWidth="2" />
    </svg>
  )
}
