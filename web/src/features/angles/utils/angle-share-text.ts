/**
 * What an angle is shared as: its headline (or its text). With no link to the story, the story's title
 * goes along, or the people it is shared with could not tell what it is about.
 */
export function angleShareText(angle: string, storyTitle: string, storyUrl: string | null): string {
  return storyUrl ? angle : `${angle} — Story: ${storyTitle}`;
}
