import { createContext, useContext } from "react";

// The per-response CSP nonce, provided by entry.server.tsx. In the browser it is empty: browsers hide nonces
// from scripts, and hydration does not need them.
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
