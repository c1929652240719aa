import { z } from 'zod'
import { id } from './catalog.ts'

/** User profile (SPEC §3). role_id 2 is an administrator (SPEC §6). */
export const userSchema = z.object({
  id,
  surname: z.string().nullable(),
  name: z.string().nullable(),
  middle_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthday: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  image: z.string().nullable(),
  role_id: z.number().int(),
})
export type User = z.infer<typeof userSchema>
