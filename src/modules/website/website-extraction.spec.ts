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
          description: 'Flowdesk is the work management platform that helps teams plan, track and ship projects. Start a free trial today.',
          brand: 'Flowdesk',
          businessType: 'SaaS / Software',
          targetAudience: 'Businesses and teams choosing software (B2B); English speakers in United States',
          keyMessages: [
            'Ship projects faster with your whole team',
            'Plan sprints, automate workflows and see every deadline in one dashboard. Trusted by 12,000 companies.',
            'Flowdesk is the work management platform that helps teams plan, track and ship projects.',
            'Project management software for fast-moving teams',
            'Automate the busywork',
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
          brand: 'Threadline',
          businessType: 'E-commerce / Retail',
          targetAudience: 'Online shoppers (B2C); English speakers in United Kingdom',
          keyMessages: [
            'Clothes made to last',
            'Organic cotton basics, designed in Bristol and made to be worn for years.',
            'Free delivery on orders over £50 and free returns within 30 days.',
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
          description: 'The Daily Ledger brings you breaking news, analysis and opinion from around the world, updated around the clock.',
          brand: 'The Daily Ledger',
          businessType: 'News & Media',
          targetAudience: 'News readers and media consumers (B2C); English speakers',
          keyMessages: [
            'The Daily Ledger brings you breaking news, analysis and opinion from around the world, updated around the clock.',
            'Breaking News, World, Politics, Business & Sport',
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
          brand: 'Riverwatch Trust',
          businessType: 'Charity / Non-profit',
          targetAudience: 'Donors, volunteers and supporters (B2C); English speakers in United Kingdom',
          keyMessages: [
            'Every river deserves a guardian',
            'Last year 4,200 volunteers tested water quality at 1,100 sites. Your donation keeps them testing.',
            'Riverwatch Trust is a registered charity working with volunteers to clean up, test and protect our rivers.',
            'Our winter appeal: £10 tests a river for a month',
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
          brand: 'Rosemary & Rye Bakery',
          businessType: 'Local Business',
          targetAudience: 'Local customers in the surrounding area (B2C); English speakers in United Kingdom',
          keyMessages: [
            'Slow-fermented sourdough, baked in Leith every morning',
            'Family-run bakery in Leith baking sourdough, pastries and celebration cakes every morning since 1998.',
            'Sourdough in Leith, Edinburgh',
            'Celebration cakes made to order',
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
          brand: 'Tipprunde',
          businessType: 'Entertainment & Gaming',
          targetAudience: 'Fans, players and audiences (B2C); German speakers in Germany',
          keyMessages: [
            'Dein Tippspiel für die Bundesliga',
            'Erstelle in zwei Minuten deine eigene Tipprunde und tippe mit Freunden, Familie und Kollegen.',
            'Tippspiel starten mit Freunden – kostenlos bei tipprunde – zur Bundesliga, WM, EM und vielen anderen Ligen.',
            'Millionen zufriedene Tipper.',
            'Tippspiele zur Bundesliga, WM, EM und mehr',
          ],
          language: 'de',
        },
      ],
      [
        'french-clinic.html',
        'https://www.clinique-tilleuls.fr/',
        {
          title: 'Clinique des Tilleuls – Médecins et spécialistes à Lyon',
          description: 'Prenez rendez-vous en ligne avec nos médecins généralistes, dentistes et kinésithérapeutes à Lyon 3e.',
          brand: 'Clinique Tilleuls',
          businessType: 'Healthcare',
          targetAudience: 'Patients, carers and health professionals (B2C); French speakers in France',
          keyMessages: [
            'Votre santé, près de chez vous',
            'Une équipe de 24 praticiens vous accueille du lundi au samedi, avec ou sans rendez-vous.',
            'Médecins et spécialistes à Lyon',
            'Consultations sans rendez-vous le samedi matin',
            'Nos spécialités : dentaire, kinésithérapie, pédiatrie',
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
          brand: 'Studio Clay',
          businessType: 'Other',
          targetAudience: 'General web visitors (B2C); English speakers',
          keyMessages: ['Stoneware for everyday meals', 'Hand-thrown stoneware mugs, bowls and plates from a small studio in Devon.'],
          language: 'en',
        },
      ],
      [
        'og-only-carsharing.html',
        'https://www.zipcar2go.example/',
        {
          title: 'zipcar2go – car sharing in 20 cities',
          description: 'Hop in and drive: find a car nearby, unlock it with the app and pay by the minute.',
          brand: 'zipcar2go',
          businessType: 'Travel & Hospitality',
          targetAudience: 'Travellers planning trips and stays (B2C); English speakers',
          keyMessages: [
            'Proud to share',
            'Hop in and drive: find a car nearby, unlock it with the app and pay by the minute.',
            'car sharing in 20 cities',
            'One-way trips across the city',
            'Airport parking included in 12 cities',
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
          brand: 'Harbour Lights Guest House',
          businessType: 'Travel & Hospitality',
          targetAudience: 'Travellers planning trips and stays (B2C); English speakers',
          keyMessages: [
            'Sea-view rooms in the heart of Whitby',
            'Seafront guest house in Whitby with sea-view rooms and a full breakfast',
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
          description: "Australia's customer-owned mutual: everyday accounts, home loans and high-interest savings with no monthly fees.",
          brand: 'Southern Cross Mutual',
          businessType: 'Financial Services',
          targetAudience: 'People and businesses managing money (B2B and B2C); English speakers in Australia',
          keyMessages: [
            'Banking that belongs to you',
            "Australia's customer-owned mutual: everyday accounts, home loans and high-interest savings with no monthly fees.",
            'Everyday banking, home loans and savings',
            'Home loans from 5.89% p.a.',
            'No monthly account fees, ever',
          ],
          language: 'en-AU',
        },
      ],
      [
        'marketplace-tradehub.html',
        'https://www.tradehub.example/',
        {
          title: "Manufacturers, Suppliers, Exporters & Importers from the world's largest online B2B marketplace - TradeHub",
          description:
            'Find quality manufacturers, suppliers, exporters, importers, buyers, wholesalers and trade leads on our international trade site.',
          brand: 'TradeHub',
          businessType: 'Marketplace',
          targetAudience: 'Buyers and sellers trading through the platform (B2B); English speakers',
          keyMessages: [
            "Manufacturers, Suppliers, Exporters & Importers from the world's largest online B2B marketplace",
            'Source from 200,000 verified suppliers',
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
          brand: 'Orchard',
          businessType: 'Technology Hardware',
          targetAudience: 'Consumers and professionals buying devices (B2C); English speakers in United States',
          keyMessages: [
            'Titanium. A faster chip. A camera that sees in the dark.',
            'Orchard Phone 9: A faster chip.',
            'Orchard Tablet Air: Now with the M-series processor and all-day battery life.',
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
          brand: 'Mara Quint',
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
          description: 'Undergraduate and postgraduate degrees, world-leading research and a green campus in the north of England.',
          brand: 'Northfield University',
          businessType: 'Education',
          targetAudience: 'Students, learners and educators (B2C); English speakers in United Kingdom',
          keyMessages: [
            'Open days on 14 and 15 June. Meet our students and tour the campus.',
            'Undergraduate and postgraduate degrees, world-leading research and a green campus in the north of England.',
            'Study, research and student life',
            'Clearing 2025: places still available',
            'Scholarships for international students',
          ],
          language: 'en-GB',
        },
      ],
      [
        'law-firm-harker.html',
        'https://harkervale.com/',
        {
          title: 'Harker & Vale LLP — Corporate and commercial law firm',
          description: 'Harker & Vale advises companies, founders and investors on corporate, commercial and employment law.',
          brand: 'Harker & Vale',
          businessType: 'Professional Services',
          targetAudience: 'Organisations looking for expert services (B2B); English speakers in United States',
          keyMessages: [
            'Clear legal advice for growing companies',
            'Our lawyers work alongside your team from first funding round to exit.',
            'Harker & Vale advises companies, founders and investors on corporate, commercial and employment law.',
            'Corporate and commercial law firm',
            'Employment law for employers',
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
        description: 'Open Stacks is a non-profit library of millions of free books, films, software, music and websites.',
        brand: 'Open Stacks',
        // The site calls itself a non-profit: that settles its type over the library's topical words.
        businessType: 'Charity / Non-profit',
        targetAudience: 'Donors, volunteers and supporters (B2C); English speakers',
        keyMessages: [
          'Open Stacks is a non-profit library of millions of free books, films, software, music and websites.',
          'Digital Library of Free & Borrowable Books, Films & Music',
          'Borrow books from our library for free',
        ],
        language: 'en',
      });
    });

    it('should examine only a bounded number of its headings, so the page size does not set the cost', () => {
      // A claim the analyzer takes from a small page; on the huge page it stands past the headings it examines.
      const lastHeading = 'Solar roof tiles fitted across Yorkshire in a day';
      const small = fixture('huge-library-base.html').replace('<!--REPEAT-->', `${section.repeat(3)}<h2>${lastHeading}</h2>`);
      const huge = html.replace('</body>', `<h2>${lastHeading}</h2></body>`);

      expect(extractWebsiteProfile(small, 'https://openstacks.example/').keyMessages).toContain(lastHeading);
      expect(extractWebsiteProfile(huge, 'https://openstacks.example/').keyMessages).not.toContain(lastHeading);
    });
  });

  describe('when the page is built to be slow', () => {
    // Sized so that a super-linear pass (a backtracking pattern, a walk per heading) would run far past
    // Jest's test timeout; how long the linear one takes is a figure for a bench, not an assertion.
    it('should read separator runs, deep nesting and thousands of furniture headings into the right profile', () => {
      const html = [
        `<title>start ${'| '.repeat(100_000)}end</title>`,
        `<nav>${'<h2>Menu item heading</h2>'.repeat(20_000)}</nav>`,
        '<div>'.repeat(5_000),
        '<h1>Deep heading at the bottom</h1>',
      ].join('');

      const profile = extractWebsiteProfile(html, 'https://example.com/');

      expect(profile.title).toMatch(/^start( \|)+…$/);
      expect(profile.title!.length).toBeLessThanOrEqual(300);
      expect(profile.keyMessages).toEqual(['Deep heading at the bottom']);
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
      const headings = [
        'We bake one thing',
        'We bake two things',
        'We bake three things',
        'We bake four things',
        'We bake five things',
        'We bake six things',
      ];
      const html = `<h1>${long}</h1>${headings.map((heading) => `<h2>${heading}</h2>`).join('')}`;

      const { keyMessages } = extractWebsiteProfile(html, 'https://example.com/');

      expect(keyMessages).toHaveLength(5);
      expect(keyMessages[0].length).toBeLessThanOrEqual(160);
      expect(keyMessages[0]).toMatch(/^Remarkably( Remarkably)+…$/);
      expect(keyMessages.slice(1)).toEqual(['We bake one thing', 'We bake two things', 'We bake three things', 'We bake four things']);
    });
  });

  describe('when an escaped entity in a meta tag is named like a key of every object', () => {
    it('should keep it as written', () => {
      const html =
        '<html><head><title>Acme</title><meta name="description" content="Kits &amp;constructor; for builders &amp;amp; makers"></head><body></body></html>';

      expect(extractWebsiteProfile(html, 'https://acme.example/').description).toBe('Kits &constructor; for builders & makers');
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

  describe('when reading the new fixtures of a news site, a design agency and a local trade', () => {
    it("should call the news site media and take its claims, not the day's headlines", () => {
      const profile = extractWebsiteProfile(fixture('news-harbour-gazette.html'), 'https://www.harbourgazette.co.uk/');

      expect(profile.brand).toBe('The Harbour Gazette');
      expect(profile.businessType).toBe('News & Media');
      expect(profile.keyMessages[0]).toBe(
        'The Harbour Gazette is an independent local newspaper covering Portsmouth and the Solent since 1884.',
      );
      expect(profile.keyMessages).not.toContain('Ferry crews vote to strike over summer rotas');
      expect(profile.keyMessages).not.toContain('Most read');
    });

    it('should call the design studio an agency and skip "Home" in its title', () => {
      const profile = extractWebsiteProfile(fixture('agency-northlight.html'), 'https://northlight.studio/');

      expect(profile.brand).toBe('Northlight Studio');
      expect(profile.businessType).toBe('Creative & Marketing Agency');
      expect(profile.keyMessages).toEqual(expect.arrayContaining(['Brands people remember', 'Trusted by 60 clients across the north']));
      expect(profile.keyMessages).not.toEqual(expect.arrayContaining(['Selected work', 'Our services']));
    });

    it('should name the trade from its domain, never from the phone number in its title', () => {
      const profile = extractWebsiteProfile(fixture('trade-dryhome.html'), 'https://www.dryhome-waterproofing.co.uk/');

      expect(profile.brand).toBe('Dryhome Waterproofing');
      expect(profile.businessType).toBe('Local Business');
      expect(profile.keyMessages[0]).toBe('Dry basements, guaranteed');
      expect(profile.keyMessages.join(' ')).not.toMatch(/0800|call now|why choose us|free quote/i);
    });
  });
});
