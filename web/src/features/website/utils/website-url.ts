export type WebsiteUrlProblem = { title: string; description: string };

/**
 * SPEC section 5 for the analyzer's input: blank is "URL Required", unparsable is "Invalid URL".
 * Like the server, a value without a scheme is read as https://, so "example.com" is valid.
 * Returns null when the value can be sent.
 */
export function websiteUrlProblem(value: string): WebsiteUrlProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') {
    return { title: 'URL Required', description: 'Please enter a website URL to analyze.' };
  }
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/\//, '')}`;
  try {
    const { hostname } = new URL(withScheme);
    // Chromium's parser percent-escapes what WHATWG refuses in a host ("not a website" → "not%20a%20website").
    return hostname === '' || /[\s%]/.test(hostname) ? invalid() : null;
  } catch {
    return invalid();
  }
}

function invalid(): WebsiteUrlProblem {
  return { title: 'Invalid URL', description: 'Please enter a valid website URL.' };
}
