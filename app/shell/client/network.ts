/** Whether the connection is worth spending on things nobody asked for yet (prefetching): SPEC §2. */
export interface NetworkInfo {
  onLine?: boolean
  connection?: { effectiveType?: string; saveData?: boolean }
}

export function mayPrefetch(navigator: NetworkInfo): boolean {
  if (navigator.onLine === false) return false
  const connection = navigator.connection
  if (connection?.saveData) return false
  return connection?.effectiveType !== '2g' && connection?.effectiveType !== 'slow-2g'
}
