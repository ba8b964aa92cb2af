/**
 * The display name of a client registered without one (`create-client` without `--name`, decision
 * 055): its id's words, capitalised (`aurora-shop` → `Aurora Shop`, `com.aurora.app` → `Com Aurora
 * App`), so consent, Home's apps and the provider's pages never show a raw id.
 */
export function readableClientName(clientId: string): string {
  const words = clientId.split(/[-_.:\s]+/).filter((word) => word !== '');
  if (words.length === 0) return clientId;
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

/** The name to show for a client: a name that is only its id (an older registry) made readable. */
export function clientDisplayName(name: string | null | undefined, clientId: string): string {
  return name === null || name === undefined || name.trim() === '' || name === clientId
    ? readableClientName(clientId)
    : name;
}
