/** A generated initials avatar (no photos of real people are shipped): SVG as a data URL. */
const COLOURS = ['#1f6feb', '#d97706', '#059669', '#7c3aed', '#db2777', '#0891b2']

export function expertAvatar(name: string, seed: number): string {
  const colour = COLOURS[seed % COLOURS.length] ?? '#1f6feb'
  const initial = [...name][0] ?? '专'
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="${colour}"/><text x="48" y="60" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}
