/** The seller's answer form: the text, as the contract takes it (1..5000 characters, blanks trimmed). */
import { z } from 'zod'
import { requiredText } from '#app/lib/forms/rules.ts'
import { ANSWER_MAX } from '#contract/seller-questions.ts'

export const answerSchema = z.object({ text: requiredText(ANSWER_MAX) })

export const ANSWER_FIELDS = ['text'] as const
