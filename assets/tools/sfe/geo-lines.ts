// The lines of the SFE East map: the rivers taken from Natural Earth by name, with the ones it lacks written here
// as lon/lat lines, and the Soviet western border of 1939 (the "1939 Soviet border" of digest §2.2).

import { ll } from './geo-areas.js';

/** Natural Earth rivers by their Natural Earth names (either file): our name, and whether a major river. */
export const NE_RIVERS: readonly { ne: string[]; name: string; major: boolean }[] = [
  { ne: ['Dnipro', 'Dnepre', 'Dnepr'], name: 'Dnieper', major: true },
  { ne: ['Volga'], name: 'Volga', major: true },
  { ne: ['Don'], name: 'Don', major: true },
  { ne: ['Daugava'], name: 'Dvina', major: true },
  { ne: ['Vistula'], name: 'Vistula', major: true },
  { ne: ['Danube', 'Donau'], name: 'Danube', major: true },
  { ne: ['Dniester'], name: 'Dniester', major: false },
  { ne: ['Prut'], name: 'Pruth', major: false },
  { ne: ['Zakhidnyy Buh'], name: 'Bug', major: false },
  { ne: ['Byarezina'], name: 'Berezina', major: false },
  { ne: ['Desna'], name: 'Desna', major: false },
  { ne: ['Seversky Donets'], name: 'Donets', major: false },
  { ne: ['Svir’'], name: 'Svir', major: false },
  { ne: ['Neva'], name: 'Neva', major: false },
  { ne: ['Vuoksi'], name: 'Vuoksi', major: false },
  { ne: ['Oka'], name: 'Oka', major: false },
  { ne: ['Prypyat'], name: 'Pripet', major: false },
  { ne: ['Sozh'], name: 'Sozh', major: false },
  { ne: ['Narew'], name: 'Narew', major: false },
  { ne: ['San'], name: 'San', major: false },
  { ne: ['Siret'], name: 'Sereth', major: false },
  { ne: ['Tisza', 'Tisa'], name: 'Tisza', major: false },
  { ne: ['Velikaya'], name: 'Velikaya', major: false },
  { ne: ['Luga'], name: 'Luga', major: false },
  { ne: ['Msta'], name: 'Msta', major: false },
  { ne: ['Khoper'], name: 'Khoper', major: false },
  { ne: ['Oskol'], name: 'Oskol', major: false },
  { ne: ['Manych'], name: 'Manych', major: false },
  { ne: ['Severnaya Dvina'], name: 'Northern Dvina', major: false },
  { ne: ['Sukhona'], name: 'Sukhona', major: false },
];

/** Rivers Natural Earth lacks at this scale, authored from the atlas as lon/lat lines (source to mouth). */
export const AUTHORED_RIVERS: readonly { name: string; major: boolean; points: [number, number][] }[] = [
  {
    name: 'Niemen',
    major: true,
    points: ll(
      '27.1 53.7, 26.2 53.85, 25.4 53.6, 24.6 53.6, 24.0 53.9, 23.9 54.4, 23.95 54.9, ' +
        '23.2 55.05, 22.4 55.05, 21.8 55.1, 21.3 55.3',
    ),
  },
  {
    name: 'Bug (Southern)',
    major: false,
    points: ll(
      '26.7 49.7, 27.6 49.4, 28.5 49.15, 29.2 48.9, 30.0 48.5, 30.8 48.05, 31.2 47.6, ' +
        '31.55 47.2, 31.9 46.85, 32.0 46.6',
    ),
  },
  {
    name: 'Volkhov',
    major: false,
    points: ll('31.3 58.5, 31.45 58.8, 31.7 59.1, 32.05 59.45, 32.3 59.8, 32.33 60.1'),
  },
  {
    name: 'Narva',
    major: false,
    points: ll('27.75 58.95, 28.05 59.2, 28.2 59.4, 28.05 59.67'),
  },
  {
    name: 'Lovat',
    major: false,
    points: ll('30.3 55.9, 30.5 56.35, 30.95 56.8, 31.35 57.3, 31.4 57.9, 31.4 58.2'),
  },
  {
    name: 'Mius',
    major: false,
    points: ll('38.75 48.35, 38.65 48.0, 38.75 47.6, 38.85 47.3'),
  },
  {
    name: 'Kuban',
    major: false,
    points: ll('41.9 44.2, 41.9 44.7, 41.0 45.1, 40.3 45.3, 39.6 45.15, 39.0 45.05, 38.1 45.25, ' + '37.4 45.3'),
  },
  {
    name: 'Ingulets',
    major: false,
    points: ll('32.9 48.55, 33.3 48.0, 33.2 47.5, 32.9 47.0, 32.7 46.7'),
  },
  {
    name: 'Olt',
    major: false,
    points: ll('25.8 46.5, 25.7 45.95, 24.7 45.8, 24.3 45.6, 24.35 44.9, 24.45 44.4, 24.6 43.8'),
  },
  {
    name: 'Mures',
    major: false,
    points: ll('25.4 46.75, 24.6 46.5, 23.6 46.05, 22.6 45.9, 21.3 46.2, 20.3 46.15'),
  },
];

/**
 * The Soviet western border of 1 September 1939 (the Finnish, Estonian, Latvian, Polish and Romanian frontiers),
 * south to north as lon/lat: the Dniester estuary, up the Dniester and the Zbruch, the Riga line past Shepetovka,
 * Olevsk and Negoreloye, the Dvina near Drissa, the Estonian border up Lake Peipus and the Narva, out into the Gulf
 * west of Kronstadt, the Sestra on the
 * Karelian isthmus, then north along the old Finnish frontier. Soviet soil west of it was annexed in 1939-40.
 */
export const BORDER_1939: readonly [number, number][] = ll(
  '30.45 46.3, 29.8 46.8, 29.2 47.3, 28.6 47.9, 27.8 48.3, 26.9 48.5, 26.25 48.55, ' +
    '26.15 49.1, 26.25 49.6, 26.6 50.1, 27.0 50.4, 27.35 50.9, 27.7 51.5, 27.85 52.2, ' +
    '27.2 53.0, 27.0 53.6, 27.2 54.2, 27.5 54.8, 27.8 55.5, 28.15 55.95, 27.75 56.3, ' +
    '27.7 56.9, 27.65 57.5, 27.55 58.0, 27.5 58.4, 27.65 58.9, 28.05 59.3, 28.2 59.5, ' +
    '28.6 59.8, 28.9 60.05, 29.95 60.12, 30.35 60.35, 30.65 60.55, 31.5 61.1, 32.1 61.3, ' +
    '31.8 62.0, 31.4 62.6, 30.6 63.3, 30.0 64.0, 29.6 65.0, 29.5 66.0, 29.8 67.0',
);
