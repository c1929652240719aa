/**
 * The success notice after a save (SPEC §8: "status updated" and the like), named by `?done=` in the page's URL
 * (post/redirect/get). Without JavaScript it stays on the page; with JavaScript it goes after 3000 ms (SPEC §8), and
 * the notice's name leaves the URL so that a reload does not show it again.
 */
import { useLocation, useNavigate, useSearchParams } from '@remix-run/react'
import { useEffect } from 'react'
import { DONE_PARAM } from './urls.ts'

export const SUCCESS_ALERT_MS = 3000

export function DoneAlert({ texts }: { texts: Readonly<Record<string, string>> }) {
  const [params] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const done = params.get(DONE_PARAM)
  const text = done ? texts[done] : undefined

  useEffect(() => {
    if (!done) return
    const timer = setTimeout(() => {
      const next = new URLSearchParams(location.search)
      next.delete(DONE_PARAM)
      const search = next.toString()
      navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: true, preventScrollReset: true },
      )
    }, SUCCESS_ALERT_MS)
    return () => clearTimeout(timer)
  }, [done, location.pathname, location.search, location.hash, navigate])

  if (!text) return null
  return (
    <div className="alert alert--success account-alert" role="status">
      <p>{text}</p>
    </div>
  )
}
