/**
 * The catalogue's version as this storefront process knows it (decision 050). Every back-end answer names it
 * (`X-Catalogue-Version`); when no answer came for `checkEveryMs`, the next cached call asks for it alone first. The
 * API client keys its cached answers by it, so an answer cached before a change of an offer is never served after
 * this process heard of the change — at most `checkEveryMs` after the back-end read it.
 */

/** How long a heard version is trusted before a cached answer needs it confirmed: half of the 2 s bound. */
export const CATALOGUE_VERSION_TRUST_MS = 500

export interface CatalogueVersionTracker {
  /** The newest version heard so far (0: none yet). */
  readonly known: number
  /** A back-end answer named this version. */
  heard(version: number): void
  /** The version, asked for with `ask` first when nothing was heard lately; every caller meanwhile shares one ask. */
  confirmed(ask: () => Promise<number | null>): Promise<number>
}

export function createCatalogueVersionTracker(
  options: { trustMs?: number; now?: () => number } = {},
): CatalogueVersionTracker {
  const trustMs = options.trustMs ?? CATALOGUE_VERSION_TRUST_MS
  const now = options.now ?? Date.now
  let known = 0
  let heardAt = Number.NEGATIVE_INFINITY
  let asking: Promise<void> | null = null

  const heard = (version: number) => {
    if (!Number.isSafeInteger(version) || version < 0) return
    // An answer from a back-end that has not read the newest version yet says nothing about the one heard before.
    if (version > known) known = version
    heardAt = now()
  }

  return {
    get known() {
      return known
    },
    heard,
    async confirmed(ask) {
      if (now() - heardAt < trustMs) return known
      asking ??= ask()
        .then((version) => {
          if (version !== null) heard(version)
        })
        .finally(() => {
          asking = null
        })
      await asking
      return known
    },
  }
}
