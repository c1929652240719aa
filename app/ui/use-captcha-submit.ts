/**
 * Sending a form with a reCAPTCHA v3 token, for the public forms (write us, price request, product question).
 *
 *   const captcha = useCaptchaSubmit('write_us')                 // or useCaptchaSubmit('price_request', fetcher)
 *   <Form method="post" onSubmit={captcha.onSubmit}>…<button disabled={captcha.pending}>…</button></Form>
 *
 *   // with conform: let it validate first; a prevented (invalid) submission is left alone
 *   <Form method="post" {...getFormProps(form)} onSubmit={(event) => { form.onSubmit(event); captcha.onSubmit(event) }}>
 *
 * Without JavaScript, or with no site key configured, nothing happens here: the form posts as it is, without a
 * token. With a key, the submission is held while a token is fetched (at most 5 s), the token goes into the form
 * data as `token` (the field the back-end reads), and the form data is sent through Remix — `useSubmit` (a
 * navigation) or the given fetcher — with the form's method, action and encoding and the pressed button's value.
 * The form needs no `token` field of its own; a failure to get one sends the form without it.
 */
import { type FetcherWithComponents, useRouteLoaderData, useSubmit } from '@remix-run/react'
import { type FormEvent, useCallback, useState } from 'react'
import { getCaptchaToken } from './captcha.client.ts'

/** The reCAPTCHA site key from the root loader, or undefined when captcha is not configured. */
export function useCaptchaSiteKey(): string | undefined {
  return useRouteLoaderData<{ recaptchaSiteKey?: string }>('root')?.recaptchaSiteKey
}

export function useCaptchaSubmit(action: string, fetcher?: Pick<FetcherWithComponents<unknown>, 'submit'>) {
  const siteKey = useCaptchaSiteKey()
  const submit = useSubmit()
  const [pending, setPending] = useState(false)

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (!siteKey || event.defaultPrevented) return
      event.preventDefault()
      const form = event.currentTarget
      const submitter = (event.nativeEvent as SubmitEvent).submitter
      const formData = new FormData(form)
      // The pressed button's name and value (an `intent`), as a plain submission would send them.
      if (submitter instanceof HTMLButtonElement && submitter.name) formData.set(submitter.name, submitter.value)
      const options = {
        method: (form.getAttribute('method') ?? 'get').toLowerCase() as 'get' | 'post',
        action: form.getAttribute('action') ?? undefined,
        encType: (form.getAttribute('enctype') ?? undefined) as 'application/x-www-form-urlencoded' | undefined,
      }
      setPending(true)
      getCaptchaToken(siteKey, action)
        .then((token) => {
          if (token) formData.set('token', token)
          if (fetcher) fetcher.submit(formData, options)
          else submit(formData, options)
        })
        .finally(() => setPending(false))
    },
    [siteKey, action, fetcher, submit],
  )

  return { onSubmit, pending }
}
