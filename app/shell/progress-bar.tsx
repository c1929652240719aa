/**
 * A thin bar along the top of the window while a page or a form is on its way: shown when a navigation, a
 * submission or any fetcher has been busy for more than 200 ms (SPEC §9), so quick moves do not flicker. Only with
 * JavaScript — without it the browser shows its own progress.
 */
import { useFetchers, useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'

export const PROGRESS_DELAY_MS = 200

export function ProgressBar() {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const fetchers = useFetchers()
  const busy = navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle')
  const [shown, setShown] = useState(false)

  useEffect(() => {
    if (!busy) {
      setShown(false)
      return
    }
    const timer = setTimeout(() => setShown(true), PROGRESS_DELAY_MS)
    return () => clearTimeout(timer)
  }, [busy])

  if (!shown) return null
  return (
    <div className="progress-bar" role="progressbar" aria-label={t('enhance.loading')}>
      <div className="progress-bar__value" />
    </div>
  )
}
