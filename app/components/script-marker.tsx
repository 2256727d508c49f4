import { createContext, useContext } from "react";

// The per-render script marker, provided by entry.server.tsx: an inline script this app renders itself carries it
// as `nonce`, like React's and React Router's own, so the HTTP layer admits it by its hash and takes the marker out
// (server/content-security-policy.ts). In the browser it is empty: hydration does not need it.
const ScriptMarkerContext = createContext("");
export const ScriptMarkerProvider = ScriptMarkerContext.Provider;
export const useScriptMarker = () => useContext(ScriptMarkerContext);
