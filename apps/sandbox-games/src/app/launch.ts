/**
 * Reads the launch link (?token=…&game=…) and takes the token out of the address bar at once: it is
 * single use, and must not stay in the history, a bookmark or a copied link.
 */
export type Launch = { token: string | null; gameId: string | null };

export function readLaunch(location: Pick<Location, 'search' | 'pathname' | 'hash'>, history: Pick<History, 'replaceState'>): Launch {
  const params = new URLSearchParams(location.search);
  const token = params.get('token');
  const gameId = params.get('game');
  if (token !== null) {
    params.delete('token');
    const query = params.toString();
    history.replaceState(null, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
  }
  return { token, gameId };
}
