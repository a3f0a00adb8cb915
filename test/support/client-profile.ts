// A realistic client profile for the tests: a UK and Irish energy supplier with two spokespeople, own
// data, key messages, topics it avoids and a pitch contact.
import type { ClientInput } from '../../src/contracts/clients.contract.js';

export const ENERGY_CLIENT: ClientInput = {
  name: 'Brightwell Energy',
  website: 'https://brightwell.example',
  sector: 'energy supplier',
  description:
    'A UK and Irish household energy supplier with 900,000 customers, selling fixed and tracker tariffs, heat pumps and EV charging tariffs.',
  markets: ['GB', 'IE'],
  languages: ['en'],
  spokespeople: [
    {
      name: 'Priya Nair',
      title: 'Head of Research',
      expertise: ['energy prices', 'price cap', 'household bills'],
      bio: 'Former Ofgem economist.',
      email: null,
    },
    {
      name: 'Tom Gallagher',
      title: 'Director of Home Energy',
      expertise: ['heat pumps', 'insulation', 'EV charging'],
      bio: 'Chartered engineer.',
      email: 'tom@brightwell.example',
    },
  ],
  assets: ['Smart-meter readings from 400,000 homes', 'EV charging sessions from 30,000 home chargers'],
  messages: ['Tracker tariffs pass wholesale savings on within a month'],
  avoidTopics: ['gambling', '"fracking"'],
  competitors: ['Octopus Energy'],
  tone: 'plain-spoken and warm',
  boilerplate: 'Brightwell Energy supplies gas and electricity to 900,000 homes in the UK and Ireland.',
  contact: { name: 'Sarah Quinn', email: 'press@brightwell.example', phone: '+44 20 7946 0000' },
};
