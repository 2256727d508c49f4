import { useLocation, useNavigation } from "react-router";

/** True while a navigation to another page of this same URL path (another results page) is loading. */
export function usePageLoading(): boolean {
  const location = useLocation();
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.location?.pathname === location.pathname;
}
