/** Whether this page's form is being sent: a post to `action` under way, with this `intent` when one is named. */
import { useNavigation } from '@remix-run/react'
import { INTENT_FIELD } from '#app/lib/forms/public-form.ts'

export function useSubmitting(action: string, intent?: string): boolean {
  const navigation = useNavigation()
  return (
    navigation.state !== 'idle' &&
    navigation.formAction === action &&
    (intent === undefined || navigation.formData?.get(INTENT_FIELD) === intent)
  )
}
