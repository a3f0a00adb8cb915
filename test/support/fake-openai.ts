// Answers of an OpenAI-compatible chat-completions server, in its wire format, for the fake servers of the tests.

/** A chat-completions answer in OpenAI's wire format carrying `content` as the message. */
export function completion(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });
}

export const VALID_ANGLES = JSON.stringify({
  angles: [
    {
      angle: 'Survey 2,000 UK households on how they cut their energy use this winter.',
      headline: 'Two in three households turned the heating down this winter',
      format: 'Data-led Survey',
      plan: {
        newsLine: 'UK households cut energy use this winter.',
        tactic: 'Data-led survey',
        spokesperson: 'an energy economist',
        audience: 'UK households',
        dataSource: 'Ofgem energy price cap',
        outlets: ['BBC News', 'The Guardian'],
      },
    },
    {
      angle: 'Offer an energy economist to explain why demand fell by 12% in every region.',
      headline: 'Why Britain used 12% less energy: an economist explains',
      format: 'Expert Commentary',
      plan: {
        newsLine: 'UK households cut energy use this winter.',
        tactic: 'Expert commentary',
        spokesperson: 'an energy economist',
        audience: 'UK households',
        dataSource: 'Ofgem energy price cap',
        outlets: ['BBC News', 'The Guardian'],
      },
    },
    {
      angle: 'Map the cheapest and dearest towns to heat a home, using Ofgem data.',
      headline: 'The towns where heating a home costs the most',
      format: 'Interactive Tool',
      plan: {
        newsLine: 'UK households cut energy use this winter.',
        tactic: 'Interactive map',
        spokesperson: 'an energy economist',
        audience: 'UK households',
        dataSource: 'Ofgem energy price cap',
        outlets: ['BBC News', 'The Guardian'],
      },
    },
  ],
});
