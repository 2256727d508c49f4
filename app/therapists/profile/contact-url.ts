// The profile's address with its contact dialog open (`contact=open`, how the dialog works before and without
// JavaScript) or closed: the rest of the query (the tab shown) stays as it is.

export function contactSearch(search: string, open: boolean): string {
  const query = new URLSearchParams(search);
  if (open) query.set("contact", "open");
  else query.delete("contact");
  const rest = query.toString();
  return rest ? `?${rest}` : "";
}
