/**
 * Pages start rendering one per turn of the event loop, in the order their requests came in.
 *
 * A listening socket accepts one waiting connection per turn of the loop (libuv since 1.45, Node 20). A page renders
 * in one stretch of the loop: its loaders' calls to the back-end in process and React's work are promises and
 * immediates, not waits on a socket. If every request read in a turn started its page at once, that turn would last as
 * long as all those pages — tens of milliseconds under load — and a visitor opening a new connection would wait one
 * such turn for every connection opened before theirs: over a second behind fifty, while the connections already open
 * kept being served. One start a turn keeps a turn about a page long, so a new connection waits about a page.
 *
 * It limits when a page starts, not how many are in progress: a page waiting for a back-end over the network leaves the
 * loop idle, and the next one starts on the next turn.
 */
export function pageTurns(): () => Promise<void> {
  const waiting: (() => void)[] = []
  let scheduled = false
  const startNext = () => {
    const start = waiting.shift()
    scheduled = waiting.length > 0
    if (scheduled) setImmediate(startNext)
    start?.()
  }
  return () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve)
      if (!scheduled) {
        scheduled = true
        setImmediate(startNext)
      }
    })
}
