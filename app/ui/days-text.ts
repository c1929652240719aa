/** «1 день», «2 дня», «1–3 дня», «5–21 день»: a delivery's days with Russian plurals (SPEC §9), one way everywhere. */
import { useTranslation } from '#app/lib/i18n/texts.tsx'

export function useDaysText() {
  const { t } = useTranslation('common')
  return (min: number, max: number) => {
    const days = t('plurals.days', { count: max })
    return min === max || min === 0 ? days : `${min}–${days}`
  }
}
