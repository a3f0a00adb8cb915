// Each detector of the quality bench, held with the real outputs the PR editor marked "discard" in
// issue #13, and with output of the same shape that a PR editor would let through.
import {
  alternativeScoresBelowOriginal,
  anglePitchContradiction,
  echoedTone,
  garbledHeadline,
  headlineScore,
  inputSensitivity,
  inventedCounts,
  junkSubjectOrBrand,
  numbersFromNamesOrDates,
  pitchClaimsNonexistentWork,
  pitchOverWordLimit,
  pitchPastesInstruction,
  placeholders,
  publisherSuffix,
  repeatedOpenings,
  uncoveredRegions,
  unsafeKindOnSensitive,
} from './quality-checks.js';
import { oracleRegions } from './region-oracle.js';

const NO_ENGAGEMENT = { upvotes: null, comments: null, shares: null };

describe(unsafeKindOnSensitive.name, () => {
  describe('when the input is sensitive news', () => {
    it.each([
      [
        'Turkey coal mine explosion: death toll rises to 41',
        "The internet's best jokes about the Turkey coal mine explosion, fact-checked",
      ],
      ['Film director found dead days after his mother died', 'Take our quiz: how well do you know the director and his mother?'],
      ['I called a suicide hotline last night and it saved my life', 'Show us your take: the best replies to the hotline thread'],
      ['Prison fire kills 12 inmates', 'Only a few can solve this prison fire puzzle in under a minute'],
      ['Turkey coal mine explosion: death toll rises to 41', 'New data on the death toll for your sport coverage'],
      [
        'DeSantis aides subpoenaed over migrant flights',
        'Launch a hashtag challenge on DeSantis aides and ask travellers for their stories',
      ],
    ])('should flag the playful output written for "%s"', (title, output) => {
      const kinds = inputSensitivity(title);
      expect(kinds.length).toBeGreaterThan(0);
      expect(unsafeKindOnSensitive({ kinds, texts: [output] })).not.toEqual([]);
    });

    it('should flag a stunt format and a playful PR category', () => {
      const kinds = inputSensitivity('Prison fire kills 12 inmates');
      expect(unsafeKindOnSensitive({ kinds, texts: ['A plain explainer.'], format: 'Social Experiment' })).toHaveLength(1);
      expect(unsafeKindOnSensitive({ kinds, texts: ['A plain explainer.'], format: 'Interactive Tool' })).toHaveLength(1);
      expect(unsafeKindOnSensitive({ kinds, texts: ['A plain explainer.'], category: 9 })).toHaveLength(1);
    });

    it('should let sober commentary through, and a Consumer Price Index cited as data', () => {
      const kinds = inputSensitivity('Turkey coal mine explosion: death toll rises to 41');
      const texts = [
        'Offer a mine-safety engineer to explain what inspections check, with figures from US Bureau of Labor Statistics Consumer Price Index.',
      ];
      expect(unsafeKindOnSensitive({ kinds, texts, format: 'Expert Roundtable', category: 1 })).toEqual([]);
      expect(
        unsafeKindOnSensitive({
          kinds,
          texts: ["Our clinician can explain the facts. 'A 13-year-old dies after a TikTok ’challenge’', CNN reports."],
        }),
      ).toEqual([]);
    });
  });

  describe('when the input is ordinary', () => {
    it('should let a quiz through', () => {
      expect(
        unsafeKindOnSensitive({
          kinds: inputSensitivity('The best advice my dad ever gave me'),
          texts: ['Take our quiz on dads'],
          category: 3,
        }),
      ).toEqual([]);
    });
  });
});

describe(inventedCounts.name, () => {
  describe('when the output claims more comments than the item has', () => {
    it('should flag "code the top N comments" on a thread of 64', () => {
      const problems = inventedCounts(['Analyse the thread: code the top 1100 comments to reveal what parents think.'], {
        text: 'What is the best advice you ever got from your dad?',
        engagement: { upvotes: 5000, comments: 64, shares: null },
      });
      expect(problems).toEqual(['"1100 comments" but the input has 64']);
    });

    it('should flag a comment count for an input that has none', () => {
      expect(
        inventedCounts(['code the top 500 comments'], {
          text: 'Brexit: Marchers demand final Brexit deal vote',
          engagement: NO_ENGAGEMENT,
        }),
      ).toHaveLength(1);
    });
  });

  describe('when the count is the real one or fits within it', () => {
    it('should let it through', () => {
      const source = {
        text: 'What is the best advice you ever got from your dad?',
        engagement: { upvotes: 5000, comments: 64, shares: null },
      };
      expect(inventedCounts(['The post has 5,000 upvotes and 64 comments; code the top 51 comments.'], source)).toEqual([]);
    });
  });
});

describe(numbersFromNamesOrDates.name, () => {
  describe('when a number of a name or a date is used as a figure', () => {
    it.each([
      ['COVID-19 cases rise again in care homes', 'COVID-19 in numbers: why 19 matters to UK families'],
      ['Capitol riot: what happened on Jan. 6', 'Lead with the 6 figure from the original story and put it in context.'],
      ['Pantera drummer Vinnie Paul dies aged 54', 'The 54 facts every fan should know'],
      ['Apple unveils the iPhone 15 with USB-C', 'Only 15% of owners have changed their charger'],
      ['Rasual Butler, 13-year NBA veteran, killed in car crash aged 38', 'Lead with the 38 figure'],
    ])('should flag the figure taken from "%s"', (source, output) => {
      expect(numbersFromNamesOrDates([output], source)).not.toEqual([]);
    });
  });

  describe('when the number is a quantity of the story or the name is repeated', () => {
    it('should let it through', () => {
      expect(
        numbersFromNamesOrDates(['Lead with the 41 figure: the COVID-19 wards are full.'], 'COVID-19: 41 hospitals declare an emergency'),
      ).toEqual([]);
      expect(numbersFromNamesOrDates(['What the iPhone 15 changes for owners'], 'Apple unveils the iPhone 15')).toEqual([]);
      expect(numbersFromNamesOrDates(['Why the 2024 feeds matter'], 'News of 2024')).toEqual([]);
    });
  });
});

describe(placeholders.name, () => {
  describe('when a template slot or a programming value is left in', () => {
    it.each([
      'Only X in 10 UK and US readers pass this quiz',
      'Time 1,000 testers to set the "only X% can solve it" line',
      'Why {subject} matters',
      'undefined in numbers',
      'NaN people agree',
      'Brand: null',
      'Ideas for [object Object]',
      'Ask [Brand] for a quote',
    ])('should flag "%s"', (text) => {
      expect(placeholders([text])).not.toEqual([]);
    });
  });

  describe('when the only brackets are the sign-off fields', () => {
    it('should let it through', () => {
      expect(placeholders(['Best regards,\n[Your name]\n[Your organisation]', 'Only 3 in 10 adults pass'])).toEqual([]);
    });

    it('should let a word the source itself uses through', () => {
      expect(placeholders(['Why null pointers still crash apps'], 'Why null pointers still crash apps')).toEqual([]);
    });
  });
});

describe(anglePitchContradiction.name, () => {
  const angle =
    'Mine Reddit and Discord threads on the best advice, and answer them with a family expert we work with and US Bureau of Labor Statistics Consumer Price Index.';

  describe('when the pitch offers a different spokesperson or data source', () => {
    it('should flag the spokesperson', () => {
      const pitch = 'What we can offer:\n- Spokesperson: our head of insight, available for interview';
      expect(anglePitchContradiction(angle, pitch)).toEqual(['spokesperson: angle has family expert; pitch has head of insight']);
    });

    it('should flag the data source, even when the pitch pastes the angle', () => {
      const pitch = `${angle}\n- Data: benchmarked against ONS Family Spending`;
      expect(anglePitchContradiction(angle, pitch)).toEqual([
        'data source: angle has US Bureau of Labor Statistics Consumer Price Index; pitch has ONS Family Spending',
      ]);
    });
  });

  describe("when the pitch keeps the angle's spokesperson and source", () => {
    it('should let it through', () => {
      const pitch =
        'A family expert we work with can talk through the figures from the US Bureau of Labor Statistics Consumer Price Index.';
      expect(anglePitchContradiction(angle, pitch)).toEqual([]);
    });

    it('should read "head of safety explains" and "head of safety can" as one role, and keep two-word fields', () => {
      const safetyAngle = 'After the earthquake, our head of safety explains the facts behind it.';
      const safetyPitch = 'Our head of safety can explain what it means. Our head of safety is available for background.';
      expect(anglePitchContradiction(safetyAngle, safetyPitch)).toEqual([]);
      expect(anglePitchContradiction('Our head of public policy explains the ruling.', 'Our head of safety can talk about it.')).toEqual([
        'spokesperson: angle has head of public policy; pitch has head of safety',
      ]);
    });
  });
});

describe(repeatedOpenings.name, () => {
  describe('when outputs for different inputs, or siblings, open alike', () => {
    it('should flag both, and leave a distinct opening alone', () => {
      const problems = repeatedOpenings([
        { input: 'mine explosion', text: 'Publish "5 things that have changed about the death toll"' },
        { input: 'best advice', text: 'Publish "6 things that have changed about the best advice"' },
        { input: 'best advice', text: 'Launch a hashtag challenge around the best advice' },
        { input: 'best advice', text: 'Launch a hashtag challenge around dads' },
        { input: 'best advice', text: 'Ask three fathers what they wish they had known' },
      ]);
      expect(problems.map((found) => found.length > 0)).toEqual([true, true, true, true, false]);
    });
  });
});

describe(echoedTone.name, () => {
  describe("when the brief's settings are pasted into the copy", () => {
    it('should flag the tone and the recited expertise', () => {
      expect(
        echoedTone(['DryHome refreshes the evergreen story, told in an authoritative but engaging voice.'], 'authoritative but engaging'),
      ).toHaveLength(1);
      expect(echoedTone(["DryHome's expertise in damp proofing makes it credible."], 'authoritative but engaging')).toHaveLength(1);
    });
  });

  describe('when the copy just has that tone', () => {
    it('should let it through', () => {
      expect(
        echoedTone(['Damp costs renters more than they think; here is the bill, room by room.'], 'authoritative but engaging'),
      ).toEqual([]);
    });
  });
});

describe(uncoveredRegions.name, () => {
  describe('when a region after the first gets nothing of its own', () => {
    it('should flag Ireland in "UK, Ireland"', () => {
      const problems = uncoveredRegions('UK, Ireland', ['The Guardian', 'BBC News'], ['Pull the newest release from ONS Family Spending.']);
      expect(problems).toEqual(['Ireland: no national outlet in The Guardian, BBC News', 'Ireland: no national data source']);
    });
  });

  describe('when every region has an outlet and a statistics office', () => {
    it('should let it through', () => {
      expect(uncoveredRegions('UK, Ireland', ['The Guardian', 'The Irish Times'], ['Compare ONS and CSO figures.'])).toEqual([]);
      expect(uncoveredRegions('Germany', ['Der Spiegel', 'Handelsblatt'], ['Destatis price data by state.'])).toEqual([]);
    });
  });

  describe("when a market's figures come from a national public body other than its statistics office", () => {
    it.each([
      [
        'UK, Ireland',
        ['BBC News', 'The Irish Times'],
        'Set the findings against ONS Personal Well-being and the Healthy Ireland Survey (Department of Health).',
      ],
      ['France, Spain', ['Le Monde', 'El País'], 'Pull one figure from Atout France tourism observatory and one from INE.'],
      ['Australia, New Zealand', ['The Age', 'RNZ'], 'Compare ABS figures with the New Zealand Health Survey (Ministry of Health).'],
    ])('should count it for %p', (regions, outlets, copy) => {
      expect(uncoveredRegions(regions, outlets, [copy])).toEqual([]);
    });
  });

  it('should read region mixes the way briefs write them', () => {
    expect(oracleRegions('UK, Ireland')).toEqual(['UK', 'Ireland']);
    expect(oracleRegions('France / Spain and Italy')).toEqual(['France', 'Spain', 'Italy']);
    expect(oracleRegions('Australia & New Zealand')).toEqual(['Australia', 'New Zealand']);
  });
});

describe(pitchPastesInstruction.name, () => {
  const angle =
    'Publish "5 things that have changed about the death toll", an updated explainer that news writers can cite. Lead with the 41 figure from the original story and put it in context.';

  describe("when the e-mail carries the team's instruction", () => {
    it('should flag the pasted angle', () => {
      const body = `Hello,\n\nI have a story for your news coverage. ${angle}\n\nBest regards,\n[Your name]`;
      expect(pitchPastesInstruction(angle, body).length).toBeGreaterThan(0);
    });

    it.each([
      'Offer our head of public affairs to desks covering the story.',
      'Position our policy director as the calm voice.',
      'Mention the mine only as already reported.',
      'Lead with the 6 figure.',
    ])('should flag the instruction "%s"', (sentence) => {
      expect(pitchPastesInstruction('An unrelated angle.', `Hi,\n\n${sentence}\n\nBest,\n[Your name]`)).toHaveLength(1);
    });
  });

  describe('when the e-mail speaks to the journalist', () => {
    it('should let it through', () => {
      const body =
        'Hi,\n\nForty-one miners died on Friday. Our mine-safety engineer can explain what inspections check and why they failed.\n\nWould a call today help?\n\n[Your name]';
      expect(pitchPastesInstruction(angle, body)).toEqual([]);
    });
  });
});

describe(pitchClaimsNonexistentWork.name, () => {
  describe('when the pitch promises work nobody did', () => {
    it('should flag the analysis with the full methodology', () => {
      expect(pitchClaimsNonexistentWork('- Data: our analysis, benchmarked against ONS, with the full methodology')).toEqual([
        '"our analysis"',
        '"the full methodology"',
      ]);
    });
  });

  describe('when the pitch proposes work', () => {
    it('should let it through', () => {
      expect(pitchClaimsNonexistentWork('We could run a survey of 2,000 adults this week if the angle works for you.')).toEqual([]);
    });
  });
});

describe(pitchOverWordLimit.name, () => {
  it('should flag a body of 201 words and let one of 200 through', () => {
    expect(pitchOverWordLimit(Array(201).fill('word').join(' '))).toEqual(['201 words']);
    expect(pitchOverWordLimit(Array(200).fill('word').join(' '))).toEqual([]);
  });
});

describe(alternativeScoresBelowOriginal.name, () => {
  const original = 'Scientists Found The Reason Some People Never Get Sick, And It Could Change Medicine';

  describe('when the rewrite scores lower on our analyzer', () => {
    it('should flag it', () => {
      const worse = 'Some thoughts on a thing';
      expect(headlineScore(worse)).toBeLessThan(headlineScore(original));
      expect(alternativeScoresBelowOriginal(original, worse)).toHaveLength(1);
    });
  });

  describe('when the rewrite scores at least as well', () => {
    it('should let it through', () => {
      expect(alternativeScoresBelowOriginal(original, original)).toEqual([]);
    });
  });
});

describe(garbledHeadline.name, () => {
  describe('when the headline does not parse', () => {
    it.each([
      '9 things nobody tells you about Service and the jan',
      'What UK readers get wrong about the',
      'The the best advice, ranked',
      'Inside the ( ) debate',
    ])('should flag "%s"', (headline) => {
      expect(garbledHeadline(headline)).not.toEqual([]);
    });
  });

  describe('when the headline reads well', () => {
    it.each([
      "It's Usually Not Good To Use Toys To Help Kids Fit In",
      'A Quirky Guy Talks The Health Effects Of Wine... While Drinking It',
      'The Turkey mine disaster: what the inspections missed',
    ])('should let "%s" through', (headline) => {
      expect(garbledHeadline(headline)).toEqual([]);
    });
  });
});

describe(junkSubjectOrBrand.name, () => {
  describe("when a bundle's publisher or page furniture is read as the subject or brand", () => {
    it('should flag the publisher glued into the subject', () => {
      const title = 'Documents show Trump team knew of evidence - Bloomberg';
      expect(publisherSuffix(title)).toBe('Bloomberg');
      expect(junkSubjectOrBrand(['Documents Show Bloomberg Evidence: what it means for voters'], title)).toHaveLength(1);
    });

    it('should flag a phone number and "Call Now" as a brand', () => {
      expect(junkSubjectOrBrand(['Call Now: 9029469931 launches a damp-proofing survey'])).toHaveLength(2);
      expect(junkSubjectOrBrand(['Homepage refreshes the evergreen story'])).toHaveLength(1);
    });
  });

  describe('when the copy names the story, or quotes the whole title', () => {
    it('should let it through', () => {
      const title = 'Documents show Trump team knew of evidence - Bloomberg';
      expect(junkSubjectOrBrand([`Why now: Google News is running "${title}".`, 'Survey of 2,000,000 homes'], title)).toEqual([]);
      expect(publisherSuffix('Brexit: Marchers demand final Brexit deal vote')).toBeNull();
    });
  });

  describe('when the copy names a page as the place a claim stands', () => {
    it('should let it through, but still flag the page read as a brand', () => {
      expect(
        junkSubjectOrBrand([
          'Alibaba says "the world\'s largest online B2B marketplace" on its home page.',
          'Check it against the official website',
        ]),
      ).toEqual([]);
      expect(junkSubjectOrBrand(["Ask Homepage's head of research"])).toHaveLength(1);
    });
  });
});
