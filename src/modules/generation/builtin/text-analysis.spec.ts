import { analyzeText } from './text-analysis.js';

describe('analyzeText', () => {
  describe('when the title names an organisation, figures and places', () => {
    it('should find the subject, the figures and the places', () => {
      const analysis = analyzeText('US Navy drafts plans to house 25,000 immigrants at cost of $233m');
      expect(analysis.subject).toBe('US Navy');
      expect(analysis.numbers).toEqual(['25,000', '$233m']);
      expect(analysis.signals.data).toBe(true);
    });
  });

  describe('when the title names a person', () => {
    it('should file them under people', () => {
      const analysis = analyzeText('Lewis Hamilton spotted at Coachella days before the Miami Grand Prix');
      expect(analysis.subject).toBe('Lewis Hamilton');
      expect(analysis.people).toContain('Lewis Hamilton');
    });
  });

  describe('when the title is in Title Case', () => {
    it('should not take every capitalised word for a name', () => {
      const analysis = analyzeText('Apple Launches Free Repair Program For MacBook Keyboards');
      expect(analysis.subject).toBe('Apple');
      expect(analysis.topic).toBe('free repair program');
      expect(analysis.otherNames).not.toContain('Launches');
    });

    it('should never start a subject with a preposition', () => {
      // Once "over britain's small businesses", which the alternatives offered as "Over Britain's Small Businesses, Explained".
      expect(analyzeText('Why Four-Day Weeks Are Quietly Winning Over Britain’s Small Businesses').subject).not.toMatch(/^over\b/i);
    });

    it('should keep a two-word place and the name after a title whole', () => {
      // Sentence case once gave "the Zealand PM ardern" ("New" read as an adjective, "Ardern" as a word).
      expect(analyzeText('New Zealand PM Ardern Wins Re-Election In Best Showing For ...').subject).toBe('New Zealand PM Ardern');
    });
  });

  describe('when the title has no name', () => {
    it('should take its first noun phrase as the subject and keep the place apart', () => {
      const analysis = analyzeText('Cost of a pint in London hits £7.50 for the first time');
      expect(analysis.subject).toBe('Cost of a pint');
      expect(analysis.places).toEqual(['London']);
      expect(analysis.numbers).toEqual(['£7.50']);
    });
  });

  describe('when the title is a question', () => {
    it('should say so', () => {
      expect(analyzeText('What technology was way ahead of its time?').question).toBe(true);
    });
  });

  describe('when the title is a short trend', () => {
    it('should be its own subject', () => {
      expect(analyzeText('#ChatGPTDown').subject).toBe('#ChatGPTDown');
      expect(analyzeText('Haaland').subject).toBe('Haaland');
    });
  });

  describe('when the story is about conflict', () => {
    it('should flag it', () => {
      expect(analyzeText('Tesla is suing an ex-employee for hacking into its software').signals.conflict).toBe(true);
    });
  });

  describe('when the title opens on somebody in general', () => {
    it('should take what they did as the subject, not "Man"', () => {
      const analysis = analyzeText('Man builds "superdome" of 15 noctuas. Decreases temp by 20°C while gaming');
      expect(analysis.subject).toBe('superdome of 15 noctuas');
      expect(analysis.subjectRef).toBe('the superdome of 15 noctuas');
      expect(analysis.subjectLabel).toBe('superdome');
      expect(analysis.otherNames).not.toContain('Man');
    });
  });

  describe('when the title is a quotation with its speaker', () => {
    it('should take the speaker, not a word of the quotation', () => {
      const analysis = analyzeText(
        '"By G-d I\'ll fight till hell freezes over and then I\'ll cut the ice and fight on" -Based Union Soldier.',
      );
      expect(analysis.subject).toBe('Union Soldier');
    });
  });

  describe('when the title starts with a post tag or addresses the crowd', () => {
    it('should read past "TIL", "[Serious]" and "People of Reddit"', () => {
      expect(analyzeText('TIL that movie theater popcorn costs more per ounce than filet mignon').subject).toBe('movie theater popcorn');
      expect(analyzeText('[Serious] People of Reddit who have HIV/AIDS, when did you realize something was wrong?').subject).toBe(
        'HIV/AIDS',
      );
    });
  });

  describe('when a study or a picture only carries the story', () => {
    it('should take what the study is about as the subject and keep the study in the topic', () => {
      const analysis = analyzeText("You won't believe what this shocking study found about remote workers");
      expect(analysis.subject).toBe('remote workers');
      expect(analysis.subjectRef).toBe('remote workers');
      expect(analysis.topicRef).toBe('the study on remote workers');
    });
  });

  describe('when the title opens on how the story happened or what format it comes in', () => {
    it('should read past "In a Surprise," and "Podcast:" to what the story is about', () => {
      // Once "Surprise: what we know so far" on Ukraine's advance into Kursk.
      expect(analyzeText('In a Surprise, Ukraine Advances on Russian Region of Kursk').subject).toBe('Ukraine');
      expect(analyzeText('In a first, NASA lands a drone on Mars').subject).toBe('NASA');
      expect(analyzeText('Podcast: One country musician is calling for other artists to oppose assault rifles').subject).not.toMatch(
        /podcast/i,
      );
    });
  });

  describe('when a name owns what follows it', () => {
    it("should take the thing owned, not the owner's possessive", () => {
      // Once "Nolan's: what it means for UK and US families".
      const analysis = analyzeText("Nolan's The Odyssey released");
      expect(analysis.subjectRef).toBe('the Odyssey');
      expect(analysis.people).toEqual(['Nolan']);
    });

    it('should keep a shop named with a possessive', () => {
      expect(analyzeText("Lowe's ran out of paint").subject).toBe("Lowe's");
    });
  });

  describe('when a Wikipedia extract opens on the full name and the dates', () => {
    it("should not take the person's full name, birthplace or job from the body for a topic", () => {
      const extract =
        'Kristen Jaymes Stewart (born (1990-04-09)April 9, 1990) is an American actress, director and model. Born in Los Angeles to parents working in show business.';
      // Before: the topic "Kristen Jaymes Stewart bornApril", and "a refreshed guide to Thomas Edward Patrick Brady Jr".
      expect(analyzeText('Kristen Stewart', extract).topic).toBe('Kristen Stewart');
      expect(
        analyzeText('Tom Brady', 'Thomas Edward Patrick Brady Jr. (born August 3, 1977) is an American football quarterback.').topic,
      ).toBe('Tom Brady');
    });

    it('should keep the words around an aside inside an aside apart', () => {
      const analysis = analyzeText(
        'Panic Room',
        'The thriller (released (2002-03-29)March 29, 2002) starred Jodie Foster and Kristen Stewart.',
      );
      expect([...analysis.words]).not.toContain('releasedmarch');
      expect(analysis.words.has('starred')).toBe(true);
    });
  });

  describe('when a Title Case headline hides its verb', () => {
    it('should keep both names of a hyphenated pair', () => {
      // Before: "The Israel-hamas war: what we know so far".
      expect(analyzeText('Israel-Hamas War: At Least 16 Killed in Israeli Strikes Near Gaza School Buildings').subjectRef).toBe(
        'the Israel-Hamas war',
      );
    });
  });

  describe('when a short trend opens on a capitalised word the dictionary does not know', () => {
    it('should read it as a name, without an article', () => {
      // Before: "Why the Clemson football should matter to US fans".
      expect(analyzeText('Clemson football').subjectRef).toBe('Clemson football');
      expect(analyzeText('Stimulus check').subjectKind).toBe('thing');
    });
  });

  describe('when headline grammar hides the verb after the opening name', () => {
    it('should not make the verb part of the topic', () => {
      // Before: "share their own experience of the scraps World Cup".
      expect(analyzeText('FIFA scraps World Cup sell-off').topic).toBe('World Cup');
      expect(analyzeText('Taylor Swift fans queue for tickets').topic).toMatch(/fans/);
    });
  });

  describe('when the title is not in English', () => {
    it('should keep every letter of another script, vowel signs included', () => {
      // Before: "ফজরর নমজর সময", the Bengali vowel signs stripped.
      expect(analyzeText('ফজরের নামাজের সময়').subject).toBe('ফজরের নামাজের সময়');
      expect(analyzeText('Beyoncé announces a new tour').subject).toBe('Beyoncé');
    });

    it('should keep the names of a title in another language but make no phrases of its words', () => {
      // Before: "Can UK and US readers pass a quiz on the diniz vaiado e chamado?"
      const analysis = analyzeText('Diniz é vaiado e chamado de "burro" por torcedores após empate do Vasco');
      expect(analysis.subject).toBe('Vasco');
      expect(analysis.topic).toBe('Vasco');
    });
  });

  describe('when a thing happens somewhere', () => {
    it('should keep the place for the slots, not make it the topic', () => {
      // Before: "Canada: What the Evidence Says" for a bird song in Canada.
      const analysis = analyzeText('A ‘viral’ new bird song in Canada is causing sparrows to change their tune');
      expect(analysis.places).toContain('Canada');
      expect(analysis.topic).not.toBe('Canada');
    });
  });

  describe('when the title names nothing', () => {
    it('should quote the title and say so', () => {
      const analysis = analyzeText('What should totally be legal?');
      expect(analysis.subjectKind).toBe('none');
      expect(analysis.subjectRef).toBe("'What should totally be legal?'");
      expect(analysis.subjectLabel).toBeNull();
    });
  });

  describe('when the source writes the subject with "the"', () => {
    it('should keep the article in running text', () => {
      expect(analyzeText('The US Navy is "urgently hiring" morticians').subjectRef).toBe('the US Navy');
      expect(analyzeText('Cost of a pint in London hits £7.50 for the first time').subjectRef).toBe('the cost of a pint');
    });
  });

  describe('when the title is a question to the crowd or a first-person post', () => {
    it('should tell them apart from news', () => {
      expect(analyzeText('What movie never gets old, no matter how many times you watch it?').form).toBe('question');
      expect(analyzeText('My daughter made this Animal Crossing nursery').form).toBe('personal');
      expect(analyzeText('What Tim Cook says coming out cost him').form).toBe('news');
    });
  });
});
