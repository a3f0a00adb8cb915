import { readFileSync } from 'node:fs';
import { extractWebsiteProfile, type WebsiteProfile } from './website-extraction.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

describe(extractWebsiteProfile.name, () => {
  describe('when reading varied home pages', () => {
    const cases: [file: string, url: string, expected: Omit<WebsiteProfile, 'url'>][] = [
      [
        'saas-flowdesk.html',
        'https://flowdesk.io/',
        {
          title: 'Flowdesk | Project management software for fast-moving teams',
          description:
            'Flowdesk is the work management platform that helps teams plan, track and ship projects. Start a free trial today.',
          businessType: 'SaaS / Software',
          targetAudience: 'Businesses and teams choosing software (B2B); English speakers in United States',
          keyMessages: [
            'Ship projects faster with your whole team',
            'Plan sprints, automate workflows and see every deadline in one dashboard. Trusted by 12,000 companies.',
            'Automate the busywork',
            'Real-time analytics for every project',
            '200+ integrations',
          ],
          language: 'en-US',
        },
      ],
      [
        'ecommerce-threadline.html',
        'https://www.threadline.co.uk/',
        {
          title: 'Threadline | Sustainable Clothing & Accessories | Free UK Delivery',
          description:
            'Shop organic cotton basics, knitwear and accessories. Free delivery on orders over £50 and free returns within 30 days.',
          businessType: 'E-commerce / Retail',
          targetAudience: 'Online shoppers (B2C); English speakers in United Kingdom',
          keyMessages: [
            'Clothes made to last',
            'Organic cotton basics, designed in Bristol and made to be worn for years.',
            'New arrivals',
            'Gift cards for friends and family',
            'Every piece is traceable, from field to wardrobe',
          ],
          language: 'en-GB',
        },
      ],
      [
        'news-daily-ledger.html',
        'https://www.dailyledger.example/',
        {
          title: 'The Daily Ledger - Breaking News, World, Politics, Business & Sport',
          description:
            'The Daily Ledger brings you breaking news, analysis and opinion from around the world, updated around the clock.',
          businessType: 'News & Media',
          targetAudience: 'News readers and media consumers (B2C); English speakers',
          keyMessages: [
            'Storm Amelia: thousands without power as winds reach 90mph',
            'Chancellor signals U-turn on fuel duty ahead of budget',
            'Ceasefire talks resume in Geneva after week of delays',
            'Bank holds interest rates at 4.5% for third month',
            'Late winner sends Rovers into the cup final',
          ],
          language: 'en',
        },
      ],
      [
        'charity-riverwatch.html',
        'https://www.riverwatch.org.uk/',
        {
          title: "Riverwatch Trust – Protecting Britain's rivers",
          description:
            'Riverwatch Trust is a registered charity working with volunteers to clean up, test and protect our rivers. Donate today.',
          businessType: 'Charity / Non-profit',
          targetAudience: 'Donors, volunteers and supporters (B2C); English speakers in United Kingdom',
          keyMessages: [
            'Every river deserves a guardian',
            'Last year 4,200 volunteers tested water quality at 1,100 sites. Your donation keeps them testing.',
            'Our winter appeal: £10 tests a river for a month',
            'Become a river guardian volunteer',
            'What we found in 2024',
          ],
          language: 'en-GB',
        },
      ],
      [
        'local-bakery-rosemary.html',
        'https://rosemaryandrye.co.uk/',
        {
          title: 'Rosemary & Rye Bakery · Sourdough in Leith, Edinburgh',
          description: 'Family-run bakery in Leith baking sourdough, pastries and celebration cakes every morning since 1998.',
          businessType: 'Local Business',
          targetAudience: 'Local customers in the surrounding area (B2C); English speakers in United Kingdom',
          keyMessages: [
            'Slow-fermented sourdough, baked in Leith every morning',
            'Celebration cakes made to order',
            'Find us on the Shore',
          ],
          language: 'en',
        },
      ],
      [
        'german-tippspiel.html',
        'https://www.tipprunde.de/',
        {
          title: 'Tipprunde – Tippspiele zur Bundesliga, WM, EM und mehr | tipprunde',
          description:
            'Tippspiel starten mit Freunden – kostenlos bei tipprunde – zur Bundesliga, WM, EM und vielen anderen Ligen. ✓ Millionen zufriedene Tipper.',
          businessType: 'Entertainment & Gaming',
          targetAudience: 'Fans, players and audiences (B2C); German speakers in Germany',
          keyMessages: [
            'Dein Tippspiel für die Bundesliga',
            'Erstelle in zwei Minuten deine eigene Tipprunde und tippe mit Freunden, Familie und Kollegen.',
            'Kostenlos und ohne Werbung für Mitglieder',
            'Über 50 Ligen und Wettbewerbe',
            'Tippspiel-App für iPhone und Android',
          ],
          language: 'de',
        },
      ],
      [
        'french-clinic.html',
        'https://www.clinique-tilleuls.fr/',
        {
          title: 'Clinique des Tilleuls – Médecins et spécialistes à Lyon',
          description:
            'Prenez rendez-vous en ligne avec nos médecins généralistes, dentistes et kinésithérapeutes à Lyon 3e.',
          businessType: 'Healthcare',
          targetAudience: 'Patients, carers and health professionals (B2C); French speakers in France',
          keyMessages: [
            'Votre santé, près de chez vous',
            'Une équipe de 24 praticiens vous accueille du lundi au samedi, avec ou sans rendez-vous.',
            'Consultations sans rendez-vous le samedi matin',
            'Nos spécialités : dentaire, kinésithérapie, pédiatrie',
            'Téléconsultation avec votre médecin',
          ],
          language: 'fr-FR',
        },
      ],
      [
        'no-title-landing.html',
        'https://studio-clay.example/',
        {
          title: null,
          description: 'Hand-thrown stoneware mugs, bowls and plates from a small studio in Devon.',
          businessType: 'Other',
          targetAudience: 'General web visitors (B2C); English speakers',
          keyMessages: ['Stoneware for everyday meals'],
          language: 'en',
        },
      ],
      [
        'og-only-carsharing.html',
        'https://www.zipcar2go.example/',
        {
          title: 'zipcar2go – car sharing in 20 cities',
          description: 'Hop in and drive: find a car nearby, unlock it with the app and pay by the minute.',
          businessType: 'Travel & Hospitality',
          targetAudience: 'Travellers planning trips and stays (B2C); English speakers',
          keyMessages: [
            'Proud to share',
            'Find a car, hop in and go',
            'One-way trips across the city',
            'Airport parking included in 12 cities',
            'Travel the city without owning a car',
          ],
          language: 'en',
        },
      ],
      [
        'broken-markup.html',
        'http://harbourlights.example/',
        {
          title: 'Harbour Lights Guest House',
          description: 'Seafront guest house in Whitby with sea-view rooms and a full breakfast',
          businessType: 'Travel & Hospitality',
          targetAudience: 'Travellers planning trips and stays (B2C); English speakers',
          keyMessages: [
            'Sea-view rooms in the heart of Whitby',
            'Book your stay direct for the best rate',
            // The unclosed table cell pulls the breakfast heading after the next one, as browsers do.
            'Dogs welcome in two sea-view rooms',
            'Breakfast served until 10am',
          ],
          language: 'en',
        },
      ],
      [
        'jsonld-graph-bank.html',
        'https://www.scmutual.com.au/',
        {
          title: 'Southern Cross Mutual — Everyday banking, home loans and savings',
          description:
            "Australia's customer-owned mutual: everyday accounts, home loans and high-interest savings with no monthly fees.",
          businessType: 'Financial Services',
          targetAudience: 'People and businesses managing money (B2B and B2C); English speakers in Australia',
          keyMessages: [
            'Banking that belongs to you',
            'Home loans from 5.89% p.a.',
            'No monthly account fees, ever',
            'Learn about our community grants for local schools',
          ],
          language: 'en-AU',
        },
      ],
      [
        'marketplace-tradehub.html',
        'https://www.tradehub.example/',
        {
          title:
            "Manufacturers, Suppliers, Exporters & Importers from the world's largest online B2B marketplace - TradeHub",
          description:
            'Find quality manufacturers, suppliers, exporters, importers, buyers, wholesalers and trade leads on our international trade site.',
          businessType: 'Marketplace',
          targetAudience: 'Buyers and sellers trading through the platform (B2B); English speakers',
          keyMessages: [
            'Source from 200,000 verified suppliers',
            'Request for Quotation: tell suppliers what you need',
            'Trade Assurance protects your orders from payment to delivery',
          ],
          language: 'en',
        },
      ],
      [
        'hardware-orchard.html',
        'https://www.orchard.example/',
        {
          title: 'Orchard',
          description:
            'Discover the innovative world of Orchard and shop every Orchard phone, tablet, laptop and smartwatch, plus accessories and expert device support.',
          businessType: 'Technology Hardware',
          targetAudience: 'Consumers and professionals buying devices (B2C); English speakers in United States',
          keyMessages: [
            'Titanium. A faster chip. A camera that sees in the dark.',
            'Orchard Phone 9',
            'Orchard Tablet Air',
            'Orchard Watch Series 4',
            'Endless entertainment.',
          ],
          language: 'en-US',
        },
      ],
      [
        'portfolio-no-lang.html',
        'https://maraquint.example/',
        {
          title: 'Mara Quint',
          description: null,
          businessType: 'Other',
          targetAudience: 'General web visitors (B2C); English speakers',
          keyMessages: ['Notes from the field, autumn edition', 'The fog and the ferry'],
          language: 'en',
        },
      ],
      [
        'university-northfield.html',
        'https://www.northfield.ac.uk/',
        {
          title: 'Northfield University | Study, research and student life',
          description:
            'Undergraduate and postgraduate degrees, world-leading research and a green campus in the north of England.',
          businessType: 'Education',
          targetAudience: 'Students, learners and educators (B2C); English speakers in United Kingdom',
          keyMessages: [
            'Find your course for 2026',
            'Open days on 14 and 15 June. Meet our students and tour the campus.',
            'Clearing 2025: places still available',
            'Scholarships for international students',
            'Our research in the news',
          ],
          language: 'en-GB',
        },
      ],
      [
        'law-firm-harker.html',
        'https://harkervale.com/',
        {
          title: 'Harker & Vale LLP — Corporate and commercial law firm',
          description:
            'Harker & Vale advises companies, founders and investors on corporate, commercial and employment law.',
          businessType: 'Professional Services',
          targetAudience: 'Organisations looking for expert services (B2B); English speakers in United States',
          keyMessages: [
            'Clear legal advice for growing companies',
            'Our lawyers work alongside your team from first funding round to exit.',
            'Corporate and M&A',
            'Employment law for employers',
            'Commercial contracts',
          ],
          language: 'en-US',
        },
      ],
    ];

    it.each(cases)('should read %s', (file, url, expected) => {
      expect(extractWebsiteProfile(fixture(file), url)).toEqual({ url, ...expected });
    });
  });

  describe('when the page has no title tag', () => {
    it('should use og:title when there is one', () => {
      const profile = extractWebsiteProfile(fixture('og-only-carsharing.html'), 'https://zipcar2go.example/');

      expect(profile.title).toBe('zipcar2go – car sharing in 20 cities');
    });

    it('should give null, not an SVG icon title, when there is none', () => {
      const profile = extractWebsiteProfile(fixture('no-title-landing.html'), 'https://studio-clay.example/');

      expect(profile.title).toBeNull();
    });
  });

  describe('when the page is nearly as large as the fetch cap', () => {
    const section = fixture('huge-library-section.html');
    const sectionCount = Math.floor((1.95 * 1024 * 1024) / section.length);
    const html = fixture('huge-library-base.html').replace('<!--REPEAT-->', section.repeat(sectionCount));

    it('should still extract the profile with repeated headings counted once', () => {
      const profile = extractWebsiteProfile(html, 'https://openstacks.example/');

      expect(html.length).toBeGreaterThan(1.9 * 1024 * 1024);
      expect(profile).toEqual({
        url: 'https://openstacks.example/',
        title: 'Open Stacks: Digital Library of Free & Borrowable Books, Films & Music',
        description:
          'Open Stacks is a non-profit library of millions of free books, films, software, music and websites.',
        businessType: 'Education',
        targetAudience: 'Students, learners and educators (B2C); English speakers',
        keyMessages: ['Explore more than 40 million books for learning and research', 'Borrow books from our library for free'],
        language: 'en',
      });
    });

    it('should finish within the budget of one analysis request', () => {
      const started = performance.now();

      extractWebsiteProfile(html, 'https://openstacks.example/');

      // About 0.25 s in plain Node (parsing is most of it); Jest's module sandbox runs it ~4x slower.
      expect(performance.now() - started).toBeLessThan(3_000);
    });
  });

  describe('when the page is built to be slow', () => {
    it('should stay linear on separator runs, deep nesting and thousands of furniture headings', () => {
      const html = [
        `<title>start ${'| '.repeat(100_000)}end</title>`,
        `<nav>${'<h2>Menu item heading</h2>'.repeat(20_000)}</nav>`,
        '<div>'.repeat(5_000),
        '<h1>Deep heading at the bottom</h1>',
      ].join('');
      const started = performance.now();

      const profile = extractWebsiteProfile(html, 'https://example.com/');

      expect(profile.title).toMatch(/^start( \|)+…$/);
      expect(profile.title!.length).toBeLessThanOrEqual(300);
      expect(profile.keyMessages).toEqual(['Deep heading at the bottom']);
      expect(performance.now() - started).toBeLessThan(3_000);
    });
  });

  describe('when key messages repeat or are page furniture', () => {
    it('should drop case-insensitive duplicates, cookie banners, navigation and footers', () => {
      const html = `<html><body>
        <nav><h2>Our products for teams</h2></nav>
        <h1>Coffee   roasted\n in Leeds</h1>
        <h2>COFFEE ROASTED IN LEEDS!</h2>
        <div id="cookie-notice"><h2>Your privacy matters to us</h2></div>
        <h2 aria-hidden="true">Hidden duplicate headline</h2>
        <h2>Sign in</h2><h2>Menu</h2><h2>Sunday, 26 July 2015</h2>
        <h2>Single-origin beans delivered weekly</h2>
        <footer><h2>Visit our roastery café</h2></footer>
      </body></html>`;

      const profile = extractWebsiteProfile(html, 'https://roast.example/');

      expect(profile.keyMessages).toEqual(['Coffee roasted in Leeds', 'Single-origin beans delivered weekly']);
    });

    it('should keep at most five and shorten long ones at a word boundary', () => {
      const long = `${'Remarkably '.repeat(30)}long headline`;
      const headings = ['One thing', 'Two things', 'Three things', 'Four things', 'Five things', 'Six things'];
      const html = `<h1>${long}</h1>${headings.map((heading) => `<h2>${heading}</h2>`).join('')}`;

      const { keyMessages } = extractWebsiteProfile(html, 'https://example.com/');

      expect(keyMessages).toHaveLength(5);
      expect(keyMessages[0].length).toBeLessThanOrEqual(160);
      expect(keyMessages[0]).toMatch(/^Remarkably( Remarkably)+…$/);
      expect(keyMessages.slice(1)).toEqual(['One thing', 'Two things', 'Three things', 'Four things']);
    });
  });

  describe('when the input is not a page at all', () => {
    it.each(['', 'just some words', '<<<>>>', '{"json": true}'])('should still return a profile for %j', (html) => {
      const profile = extractWebsiteProfile(html, 'https://example.com/');

      expect(profile.title).toBeNull();
      expect(profile.businessType).toBe('Other');
      expect(profile.keyMessages).toEqual([]);
    });
  });
});
