/** The per-request CSP nonce, made by server.ts and handed to every inline script Remix renders. */
import { createContext, useContext } from 'react'

export const NonceContext = createContext<string>('')
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
