/** The agent (referrer) code from an invitation link (?ref= or ?agent=), kept until registration. */
const STORAGE_KEY = 'agent_ref';
const AGENT_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

function fromUrl(search: string): string | null {
  const params = new URLSearchParams(search);
  const value = params.get('ref') ?? params.get('agent');
  return value && AGENT_PATTERN.test(value) ? value : null;
}

export function rememberAgentFromUrl(search: string = location.search): void {
  const value = fromUrl(search);
  if (!value) return;
  try {
    localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // The code still works from the URL of this page.
  }
}

export function agentName(search: string = location.search): string {
  const stored = (() => {
    try {
      return localStorage.getItem(STORAGE_KEY);
    } catch {
      return null;
    }
  })();
  return fromUrl(search) ?? (stored && AGENT_PATTERN.test(stored) ? stored : '');
}
