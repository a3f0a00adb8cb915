import type { HeadlineMetrics } from '@contracts/headlines.contract';

/**
 * SPEC "Share title": "{headline}" scores N/10 in my headline analysis. The spec computes N as the
 * rounded average of emotionalImpact, clickWorthiness and seoPotential "times 10" because its
 * source scored on 0-1; our metrics are already on the 1-10 scale, so N is the rounded average
 * itself and always matches the /10 label.
 */
export function headlineShareTitle(headline: string, metrics: HeadlineMetrics): string {
  const score = Math.round((metrics.emotionalImpact + metrics.clickWorthiness + metrics.seoPotential) / 3);
  return `"${headline}" scores ${score}/10 in my headline analysis.`;
}

/** SPEC "Share description", with the product's name. */
export function headlineShareDescription(productName: string): string {
  return `Check out this headline analysis from ${productName}.`;
}

export type ShareNetwork = 'Twitter' | 'LinkedIn' | 'Facebook';

/** Share links that open in a new tab with the title and the page address. */
export function shareLink(network: ShareNetwork, title: string, url: string): string {
  const enc = encodeURIComponent;
  switch (network) {
    case 'Twitter':
      return `https://twitter.com/intent/tweet?text=${enc(title)}&url=${enc(url)}`;
    case 'LinkedIn':
      return `https://www.linkedin.com/shareArticle?mini=true&url=${enc(url)}&title=${enc(title)}`;
    case 'Facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}&quote=${enc(title)}`;
  }
}

/** What Copy link puts on the clipboard: title, text and address, one per line. */
export function shareClipboardText(title: string, description: string, url: string): string {
  return `${title}\n${description}\n${url}`;
}
