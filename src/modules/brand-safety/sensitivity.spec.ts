import { classifySensitivity, isGrave, isSensitive, itemSensitivity, reportsPeopleAtRisk } from './sensitivity.js';

describe('classifySensitivity', () => {
  describe('when the news is tragic or violent (real items graded as stunts)', () => {
    it.each([
      ['Turkey coal mine explosion: death toll rises to 41', ['death', 'disaster']],
      ["Film director opens up about his mother's death", ['death']],
      ['Suicide hotline volunteers, what call stayed with you?', ['suicide-self-harm']],
      ['Inmates injured as prison fire spreads through cell block', ['violence', 'disaster']],
      ['New data on the death toll after the floods', ['death', 'disaster']],
      ['DeSantis aides subpoenaed over migrant flights', ['partisan-politics']],
      ['Israel-Hamas War: At Least 16 Killed in Israeli Strikes Near Gaza School Buildings', ['death', 'war-terror']],
      ['Vatican diplomat admits he possessed child abuse images', ['abuse']],
      ['Jose Enrique brain tumour: Ex-Liverpool defender recovering from surgery', ['serious-illness']],
      ['Prime minister tests positive for Covid-19 and isolates', ['serious-illness']],
      ['Jamie Foxx remains hospitalized as family asks for privacy', ['serious-illness']],
      ["'This is what surviving Auschwitz taught me'", ['war-terror']],
    ])('should flag "%s"', (title, kinds) => {
      expect(classifySensitivity(title)).toEqual(kinds);
      expect(isSensitive(classifySensitivity(title))).toBe(true);
    });
  });

  describe('when a word has an everyday or figurative meaning', () => {
    it.each([
      'Star Wars fans queue overnight for the new trailer',
      'The killer feature of the new iPhone is the battery',
      'Supermarket price war: Aldi cuts 200 prices',
      'My phone battery died on the way to work',
      'Apple launches free repair program for MacBook keyboards',
      'Nearly two-thirds of CFOs fear a trade war over tariffs',
      'Facebook schließt Parse-Plattform als Dienst',
      'Analogue radio in the UK given 10-year stay of execution',
      'Jake Gyllenhaal and Jamie Lee Curtis spent the Covid-19 lockdown together',
      'Captain America: Civil War',
      'Rockwell Kent, the Gaeltacht, Cold War and Annie McGinley',
    ])('should leave "%s" alone', (title) => {
      expect(classifySensitivity(title)).toEqual([]);
    });
  });

  describe('when the sensitive words are in the body of a post', () => {
    it('should read the start of the body too', () => {
      expect(itemSensitivity('Need advice, please', 'My brother has been talking about suicide and I do not know what to do.')).toEqual([
        'suicide-self-harm',
      ]);
    });

    it('should read a war told as a military move, and an attack on water systems, as war and terror', () => {
      // NYT World, 2024-08-08: before, only "state of emergency" counted, as a disaster.
      expect(
        itemSensitivity(
          'In a Surprise, Ukraine Advances on Russian Region of Kursk',
          'The local government in the Russian region of Kursk declared a state of emergency as military analysts reported that Ukrainian forces had advanced several miles',
        ),
      ).toContain('war-terror');
      expect(itemSensitivity('Iran linked to Minnesota water cyberattacks', null)).toEqual(['war-terror']);
    });
  });
});

describe('classifySensitivity on history', () => {
  it('should not read a biography that mentions the Second World War as war news', () => {
    // Before: "Elizabeth II" from Wikipedia's most-read list was war-terror, and got "hold back".
    expect(itemSensitivity('Elizabeth II', 'During the Second World War she served in the Auxiliary Territorial Service.')).toEqual([]);
    expect(classifySensitivity('Holocaust survivor remembers Auschwitz')).toContain('war-terror');
  });
});

describe('isGrave', () => {
  it('should hold back on loss of life but not on politics or illness alone', () => {
    expect(isGrave(['death'])).toBe(true);
    expect(isGrave(['partisan-politics'])).toBe(false);
    expect(isGrave(['serious-illness'])).toBe(false);
  });
});

describe('reportsPeopleAtRisk', () => {
  it('should see people hurt, displaced or warned in the title or the start of the body', () => {
    expect(reportsPeopleAtRisk('Tsunami Warning Issued in Japan After Strong Earthquakes', null)).toBe(true);
    expect(
      reportsPeopleAtRisk(
        'In a Surprise, Ukraine Advances on Russian Region of Kursk',
        'The local government declared a state of emergency.',
      ),
    ).toBe(true);
    expect(reportsPeopleAtRisk('Israeli strikes near Gaza school buildings', 'The strikes killed at least 40 people.')).toBe(true);
  });

  it('should take out the same everyday uses as the classifier', () => {
    expect(reportsPeopleAtRisk('Grateful Dead tribute band plays Glastonbury', null)).toBe(false);
  });

  it('should see nobody to help in a war story told as medals or military analysis', () => {
    expect(
      reportsPeopleAtRisk(
        'Olympic Medals Offer Ukraine a Brief Respite From War',
        'Ukraine has won 10 medals so far at the Paris Olympics, each celebrated as a symbol of resilience.',
      ),
    ).toBe(false);
    expect(
      reportsPeopleAtRisk(
        "Russia is 'going backwards' in equipment and deploying post WWII-era tanks, according to Western officials",
        null,
      ),
    ).toBe(false);
  });
});

describe('classifySensitivity on the stories of issue 26', () => {
  it.each([
    ['Southport knife attack: three children killed at Taylor Swift-themed dance class', ['death', 'violence']],
    ['Southport knife attack suspect appears in court', ['violence']],
    ['Record number of children in temporary accommodation as homelessness rises', ['hardship']],
  ])('should flag "%s"', (title, kinds) => {
    expect(classifySensitivity(title)).toEqual(kinds);
  });

  it('should read a plotted attack as violence, not suicide, however it is reported', () => {
    const kinds = classifySensitivity("Teen planned 'explosives and knives' attack at Swift concert");
    expect(kinds).toContain('violence');
    expect(kinds).not.toContain('suicide-self-harm');
    const withBody = itemSensitivity(
      "Teen planned 'explosives and knives' attack at Swift concert",
      'Prosecutors say he planned a suicide attack on fans outside the stadium in Vienna.',
    );
    expect(withBody).toContain('violence');
    expect(withBody).not.toContain('suicide-self-harm');
  });

  it.each([
    ['Woman rushed to hospital after being hit by a bus', 'serious-illness'],
    ['Police appeal as schoolgirl, 14, reported missing in Leeds', 'hardship'],
    ['Food bank use hits record as families struggle with bills', 'hardship'],
    ['Tenants face eviction as landlords sell up', 'hardship'],
    ['Children left in danger as social workers miss warning signs, review finds', 'abuse'],
  ])('should flag harm to people: "%s" as %s', (title, kind) => {
    // "Children left in danger" names no abuse word; the serious-case review does ("safeguarding") in the body.
    const body = kind === 'abuse' ? 'The safeguarding review found children at risk were not visited.' : null;
    expect(itemSensitivity(title, body)).toContain(kind);
  });

  it.each([
    'Apple unveils a killer app for the Vision Pro',
    'Murray takes his shot at the title after a storming performance',
    'Attack on Titan final season gets a release date',
    'Grateful Dead tribute band sells out Madison Square Garden',
    'Dead or Alive 6 release date confirmed for PS4',
    'The Hunger Games prequel tops the box office',
    'A crash course in sourdough for beginners',
    'Doctors warn of heart attack risk in cold weather',
    'Marketing teams race to hit the Black Friday deadline',
    'Haaland hat-trick: City striker on fire again',
  ])('should not read "%s" as violence', (title) => {
    expect(classifySensitivity(title)).not.toContain('violence');
    expect(classifySensitivity(title)).not.toContain('death');
    expect(classifySensitivity(title)).not.toContain('disaster');
  });
});
