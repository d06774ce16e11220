export default { semi: false, singleQuote: true, trailingComma: 'all', printWidth: 160 }
