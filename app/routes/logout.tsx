/**
 * Sign-out (SPEC §4 Authentication): POST /logout signs the visitor out and goes back (app/auth/sign-out.server.ts).
 * A GET never signs anyone out (a link or an image must not); it goes home.
 */
import { type ActionFunctionArgs, redirect } from '@remix-run/node'
import { signOut } from '#app/auth/sign-out.server.ts'

export const loader = () => redirect('/')

export const action = ({ request, context }: ActionFunctionArgs) => signOut(request, context)
