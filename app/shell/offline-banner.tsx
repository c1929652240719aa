/**
 * A polite notice while the browser is offline (SPEC §4: the offline state is tracked). The live region is always
 * in the page, empty while online, so screen readers announce the text when it appears.
 */
import { useSyncExternalStore } from 'react'
import { useTranslation } from '#app/lib/i18n/texts.tsx'

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

export function useOnline() {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
}

export function OfflineBanner() {
  const { t } = useTranslation()
  const online = useOnline()
  return (
    <div className="offline-banner" role="status">
      {online ? null : t('enhance.offline')}
    </div>
  )
}
