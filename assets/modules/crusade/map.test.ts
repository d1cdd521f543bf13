// The Crusade and Revolution map (map.json, built by assets/tools/crusade/build-map.ts): it validates against the
// module schema, has every space the rulebook names with the attributes the rulebook gives, keeps every adjacency
// fact of the rules (one test per fact, digest §2.1.4), has every Campaign set-up space on the right side, forms
// one network, has every 1936 provincial capital, and labels nothing 'rulebook' that the rulebook does not name.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020Import from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import type { MapDef, Provenance, SpaceDef } from '../../../engine/core/module.js';
import { buildMap } from '../../tools/crusade/build-map.js';
import { loadCountries } from '../../tools/isabella/geodata.js';
import type { RulebookFacts } from '../../tools/crusade/rulebook-facts.js';

const here = dirname(fileURLToPath(import.meta.url));
const map = JSON.parse(readFileSync(join(here, 'map.json'), 'utf8')) as MapDef;
const spaces = map.spaces ?? [];
const connections = map.connections ?? [];
// What the rulebook says that the provenance tests need, as data (assets/tools/crusade/rulebook-facts.ts writes it
// from the rulebook): its section numbers and which of the map's rulebook names its text contains.
const facts = JSON.parse(readFileSync(join(here, 'rulebook-facts.json'), 'utf8')) as RulebookFacts;
const bookNames = new Set(facts.names);
const bookSections = new Set(facts.sections);

type Attrs = Record<string, unknown> & { prov: Record<string, Provenance> };
const attrs = (s: SpaceDef): Attrs => s.attrs as Attrs;
const byName = new Map(spaces.map((s) => [s.name, s]));
const byId = new Map(spaces.map((s) => [s.id, s]));

// The space of a rulebook name (fails the test when it is missing).
function space(name: string): SpaceDef {
  const s = byName.get(name);
  if (!s) throw new Error(`no space named ${name}`);
  return s;
}

// Neighbours of a space along the given connection types (default: those that make spaces Adjacent, §3.0).
function neighbours(id: string, types: readonly string[] = ['normal', 'river']): Set<string> {
  const out = new Set<string>();
  for (const c of connections) {
    if (!types.includes(c.type)) continue;
    if (c.a === id) out.add(c.b);
    if (c.b === id) out.add(c.a);
  }
  return out;
}

// The connection between two named spaces, if any.
function link(a: string, b: string) {
  const x = space(a).id;
  const y = space(b).id;
  return connections.find((c) => (c.a === x && c.b === y) || (c.a === y && c.b === x));
}

// Land steps from one space to another (counting the target, not the origin), over Adjacent connections.
function steps(from: string, to: string): number {
  const goal = space(to).id;
  const dist = new Map([[space(from).id, 0]]);
  const queue = [space(from).id];
  while (queue.length) {
    const id = queue.shift() as string;
    if (id === goal) return dist.get(id) as number;
    for (const n of neighbours(id)) {
      if (!dist.has(n)) {
        dist.set(n, (dist.get(id) as number) + 1);
        queue.push(n);
      }
    }
  }
  return Number.POSITIVE_INFINITY;
}

/** Every space the rulebook names (digest §2.1.3), by the name the map uses. */
const NAMED = [
  'Ademuz',
  'Adra',
  'Águilas',
  'Albarracín',
  'Alicante',
  'Algeciras',
  'Almazán',
  'Almería',
  'Antequera',
  'Aranda de Duero',
  'Arcos de la Frontera',
  'Arévalo',
  'Ariza',
  'Ávila',
  'Badajoz',
  'Balaguer',
  'Barbastro',
  'Barcelona',
  'Barracas',
  'Baza',
  'Beach Head (Mallorca)',
  'Beach Head (Plan P)',
  'Beasain',
  'Béjar',
  'Belchite',
  'Bilbao',
  'Boltaña',
  'Brihuega',
  'Cáceres',
  'Cádiz',
  'Candasnos',
  'Cangas de Onís',
  'Cariñena',
  'Cartagena',
  'Caspe',
  'Castellón',
  'Castropol',
  'Cebreros',
  'Córdoba',
  'Cuenca',
  'Dobro',
  'Don Benito',
  'Durango',
  'Écija',
  'Gandesa',
  'Gandía',
  'Garrucha',
  'Gijón',
  'Granada',
  'Guadalupe',
  'Guadarrama',
  'Guadix',
  'Hellín',
  'Huelva',
  'Huesca',
  'Illescas',
  'Jaca',
  'Jaén',
  'La Coruña',
  'Leciñena',
  'León',
  'Loja',
  'Lugo',
  'Madrid',
  'Málaga',
  'Mallorca',
  'Menorca',
  'Mérida',
  'Molina',
  'Montblanch',
  'Montoro',
  'Morella',
  'Motril',
  'Murcia',
  'Navalmoral de la Mata',
  'Orduña',
  'Oviedo',
  'Pamplona',
  'Pancorbo',
  'Peñarroya',
  'Ponferrada',
  'Pontevedra',
  'Priego de Córdoba',
  'Pto. de la Espina',
  'Pto. de Leitariegos',
  'Pto. de Pajares',
  'Pto. de Valderrepiso',
  'Pto. del Escudo',
  'Pto. Velate',
  'Riotinto',
  'Ronda',
  'Rubielos de Mora',
  'San Sebastián',
  'San Vicente de la Barquera',
  'Santa Olalla',
  'Santander',
  'Santoña',
  'Sariñena',
  'Segovia',
  'Sevilla',
  'Somosierra',
  'Talavera de la Reina',
  'Tarragona',
  'Teruel',
  'Toledo',
  'Tortosa',
  'Tremp',
  'Trujillo',
  'Valencia',
  'Valladolid',
  'Vélez Málaga',
  'Villafranca del P.',
  'Villalba',
  'Vinaroz',
  'Vitoria',
  'Vivel del Río',
  'Zaragoza',
] as const;

/** Campaign set-up spaces (rulebook back page, digest §3.3), by side. */
const SETUP: Record<'NAT' | 'REP', readonly string[]> = {
  NAT: [
    'Villalba',
    'Lugo',
    'Ponferrada',
    'León',
    'Oviedo',
    'Dobro',
    'Pancorbo',
    'Vitoria',
    'Beasain',
    'Pto. Velate',
    'Pamplona',
    'Jaca',
    'Huesca',
    'Leciñena',
    'Zaragoza',
    'Belchite',
    'Vivel del Río',
    'Teruel',
    'Albarracín',
    'Molina',
    'Ariza',
    'Almazán',
    'Aranda de Duero',
    'Valladolid',
    'Segovia',
    'Arévalo',
    'Ávila',
    'Béjar',
    'Navalmoral de la Mata',
    'Trujillo',
    'Cáceres',
    'Huelva',
    'Sevilla',
    'Écija',
    'Córdoba',
    'Priego de Córdoba',
    'Granada',
    'Arcos de la Frontera',
    'Mallorca',
  ],
  REP: [
    'Castropol',
    'Pto. de la Espina',
    'Pto. de Leitariegos',
    'Pto. de Pajares',
    'Gijón',
    'Pto. del Escudo',
    'Santander',
    'Orduña',
    'Bilbao',
    'Durango',
    'San Sebastián',
    'Boltaña',
    'Barbastro',
    'Sariñena',
    'Candasnos',
    'Caspe',
    'Barcelona',
    'Morella',
    'Rubielos de Mora',
    'Barracas',
    'Valencia',
    'Ademuz',
    'Cuenca',
    'Brihuega',
    'Somosierra',
    'Guadarrama',
    'Madrid',
    'Cebreros',
    'Toledo',
    'Talavera de la Reina',
    'Guadalupe',
    'Don Benito',
    'Mérida',
    'Badajoz',
    'Riotinto',
    'Santa Olalla',
    'Peñarroya',
    'Montoro',
    'Jaén',
    'Guadix',
    'Ronda',
    'Antequera',
    'Loja',
    'Vélez Málaga',
    'Motril',
  ],
};

/** The 1936 provincial capitals of the Peninsula and the Balearics, by the space that holds each. */
const CAPITALS_1936: Record<string, string> = {
  'La Coruña': 'La Coruña',
  Lugo: 'Lugo',
  Orense: 'Orense',
  Pontevedra: 'Pontevedra',
  Oviedo: 'Oviedo',
  Santander: 'Santander',
  Bilbao: 'Bilbao',
  'San Sebastián': 'San Sebastián',
  Vitoria: 'Vitoria',
  Pamplona: 'Pamplona',
  Logroño: 'Logroño',
  Burgos: 'Burgos',
  León: 'León',
  Palencia: 'Palencia',
  Valladolid: 'Valladolid',
  Zamora: 'Zamora',
  Salamanca: 'Salamanca',
  Segovia: 'Segovia',
  Ávila: 'Ávila',
  Soria: 'Soria',
  Huesca: 'Huesca',
  Zaragoza: 'Zaragoza',
  Teruel: 'Teruel',
  Lérida: 'Lérida',
  Gerona: 'Gerona',
  Barcelona: 'Barcelona',
  Tarragona: 'Tarragona',
  Castellón: 'Castellón',
  Valencia: 'Valencia',
  Alicante: 'Alicante',
  Murcia: 'Murcia',
  Albacete: 'Albacete',
  Cuenca: 'Cuenca',
  Guadalajara: 'Guadalajara',
  Madrid: 'Madrid',
  Toledo: 'Toledo',
  'Ciudad Real': 'Ciudad Real',
  Cáceres: 'Cáceres',
  Badajoz: 'Badajoz',
  Huelva: 'Huelva',
  Sevilla: 'Sevilla',
  Cádiz: 'Cádiz',
  Córdoba: 'Córdoba',
  Jaén: 'Jaén',
  Granada: 'Granada',
  Málaga: 'Málaga',
  Almería: 'Almería',
  Palma: 'Mallorca',
};

const ATLANTIC_COAST = [
  'San Sebastián',
  'Bilbao',
  'Santoña',
  'Santander',
  'San Vicente de la Barquera',
  'Gijón',
  'Pto. de la Espina',
  'Castropol',
  'La Coruña',
  'Pontevedra',
];
const MEDITERRANEAN_COAST = [
  'Cádiz',
  'Algeciras',
  'Málaga',
  'Vélez Málaga',
  'Motril',
  'Adra',
  'Almería',
  'Garrucha',
  'Águilas',
  'Cartagena',
  'Alicante',
  'Gandía',
  'Valencia',
  'Castellón',
  'Vinaroz',
  'Tortosa',
  'Tarragona',
  'Barcelona',
];

describe('Crusade map: structure', () => {
  it('validates against the map part of schemas/module.schema.json', () => {
    const schema = JSON.parse(readFileSync(join(here, '../../../schemas/module.schema.json'), 'utf8')) as {
      $id: string;
    };
    const Ajv2020 = (Ajv2020Import as unknown as { default?: typeof Ajv2020Import }).default ?? Ajv2020Import;
    const ajv = new Ajv2020({ strict: true });
    ajv.addSchema(schema);
    const v = ajv.getSchema(`${schema.$id}#/$defs/map`);
    expect(v?.(map), JSON.stringify(v?.errors?.slice(0, 3))).toBe(true);
    expect(map.kind).toBe('points');
  });

  it('is what assets/tools/crusade/build-map.ts makes (rebuild after editing spaces.ts or connections.ts)', () => {
    const built = buildMap();
    expect(built.spaces).toEqual(spaces);
    expect(built.connections).toEqual(connections);
    expect(built.terrain).toEqual(map.terrain);
    expect(built.labels).toEqual(map.labels);
  });

  it('names its terrain and prints its labels in Spanish too (a Spanish map never reads BAY OF BISCAY)', () => {
    for (const t of map.terrain) expect(t.names?.es, t.id).toBeTruthy();
    for (const l of map.labels ?? []) expect(l.texts?.es, l.text).toBeTruthy();
    expect(map.labels?.find((l) => l.text === 'BAY OF BISCAY')?.texts?.es).toBe('GOLFO DE VIZCAYA');
  });

  it('has unique space ids and connections between existing spaces, each once, of a known type', () => {
    expect(byId.size).toBe(spaces.length);
    const seen = new Set<string>();
    for (const c of connections) {
      expect(byId.has(c.a) && byId.has(c.b), `${c.a}-${c.b}`).toBe(true);
      expect(['normal', 'river', 'arrow', 'border', 'grado']).toContain(c.type);
      const k = [c.a, c.b].sort().join('|');
      expect(seen.has(k), k).toBe(false);
      seen.add(k);
      expect(c.prov).toBeDefined();
    }
  });

  it('gives every space every attribute of the data model, each with its provenance', () => {
    const keys = [
      'controller',
      'terrain',
      'mainCity',
      'provinceCapital',
      'vpSpace',
      'supplySource',
      'coastal',
      'port',
      'seaZone',
      'nfRegion',
      'border',
      'sierraOfMadrid',
    ];
    for (const s of spaces) {
      const a = attrs(s);
      for (const k of keys) {
        expect(a, `${s.id}.${k}`).toHaveProperty(k);
        expect(['rulebook', 'reconstructed'], `${s.id}.${k}`).toContain(a.prov[k]?.source);
      }
      if (a.kind !== 'country') expect(['clear', 'mountain', 'sierra']).toContain(s.terrain);
    }
  });

  it('draws no two connections across each other', () => {
    const at = (id: string): [number, number] => {
      const s = byId.get(id) as SpaceDef;
      return [s.x, s.y];
    };
    const side = (p: number[], q: number[], r: number[]): number =>
      (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
    const lines = connections.filter((c) => c.type !== 'border');
    const crossings: string[] = [];
    for (let i = 0; i < lines.length; i++) {
      for (let j = i + 1; j < lines.length; j++) {
        const [c, d] = [lines[i], lines[j]];
        if (new Set([c.a, c.b, d.a, d.b]).size < 4) continue;
        const [p1, p2, p3, p4] = [at(c.a), at(c.b), at(d.a), at(d.b)];
        if (side(p3, p4, p1) * side(p3, p4, p2) < 0 && side(p1, p2, p3) * side(p1, p2, p4) < 0)
          crossings.push(`${c.a}-${c.b} x ${d.a}-${d.b}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it('puts every inland space on Spanish land (Natural Earth 1:50m)', () => {
    const countries = loadCountries();
    const off = spaces.filter((s) => {
      const a = attrs(s);
      return a.kind === 'space' && !a.coastal && countries.regionAt(a.lon as number, a.lat as number) !== 'spain';
    });
    expect(off.map((s) => s.id)).toEqual([]);
  });
});

describe('Crusade map: the spaces the rulebook names (§2.1.1, §3.0)', () => {
  it('has all 115 named spaces and the two Beach Heads', () => {
    expect(NAMED.length).toBe(117);
    expect(NAMED.filter((n) => !byName.has(n))).toEqual([]);
    for (const n of NAMED) expect(attrs(space(n)).book, n).toBe(n);
  });

  it('has exactly six Main Cities: Barcelona, Bilbao, Madrid, Sevilla, Valencia, Zaragoza (§3.0)', () => {
    const main = spaces.filter((s) => attrs(s).mainCity).map((s) => s.name);
    expect(main.sort()).toEqual(['Barcelona', 'Bilbao', 'Madrid', 'Sevilla', 'Valencia', 'Zaragoza']);
    for (const n of main) expect(attrs(space(n)).vpSpace).toBe(true);
    expect(['Sevilla', 'Zaragoza'].map((n) => attrs(space(n)).controller)).toEqual(['NAT', 'NAT']);
  });

  it('makes every VP space a Province Capital except Cartagena (§3.0 note)', () => {
    for (const s of spaces.filter((x) => attrs(x).vpSpace)) {
      expect(attrs(s).provinceCapital, s.name).toBe(s.name !== 'Cartagena');
    }
    expect(attrs(space('Cartagena')).vpSpace).toBe(true);
  });

  it('has the supply sources the rules name, and Madrid is none (§3.0, §14.2.5, §17.1.1)', () => {
    for (const n of ['La Coruña', 'Valladolid', 'Zaragoza']) expect(attrs(space(n)).supplySource, n).toBe('NAT');
    for (const n of ['Bilbao', 'Santander', 'Gijón']) expect(attrs(space(n)).supplySource, n).toBe('REP');
    expect(attrs(space('Madrid')).supplySource).toBeNull();
  });

  it('has exactly the coastal spaces of §3.0 (plus Huelva and the Balearics in the Mediterranean zone)', () => {
    const coastal = spaces.filter((s) => attrs(s).coastal && attrs(s).kind === 'space').map((s) => s.name);
    const expected = [...ATLANTIC_COAST, ...MEDITERRANEAN_COAST, 'Huelva', 'Mallorca', 'Menorca'];
    expect(coastal.sort()).toEqual(expected.sort());
    for (const n of ATLANTIC_COAST) expect(attrs(space(n)).seaZone, n).toBe('atlantic');
    for (const n of [...MEDITERRANEAN_COAST, 'Huelva', 'Mallorca', 'Menorca', 'Beach Head (Mallorca)'])
      expect(attrs(space(n)).seaZone, n).toBe('mediterranean');
  });

  it('gives Cádiz and Algeciras a Mediterranean port (§16.7.1), and the Beach Heads a port (§8.5.4.1)', () => {
    for (const n of ['Cádiz', 'Algeciras', 'Beach Head (Mallorca)', 'Beach Head (Plan P)'])
      expect(attrs(space(n)).port, n).toBe('mediterranean');
    for (const s of spaces) if (attrs(s).port) expect(attrs(s).coastal, s.id).toBe(true);
  });

  it('makes the Beach Heads Open temporary spaces that nobody controls at start (§2.2.2.11)', () => {
    for (const n of ['Beach Head (Mallorca)', 'Beach Head (Plan P)']) {
      expect(space(n).terrain).toBe('clear');
      expect(attrs(space(n)).controller).toBeNull();
      expect(attrs(space(n)).kind).toBe('beachhead');
    }
  });

  it('makes Oviedo and Granada NAT spaces (the Isolated Spaces, §16.2)', () => {
    expect(attrs(space('Oviedo')).controller).toBe('NAT');
    expect(attrs(space('Granada')).controller).toBe('NAT');
  });

  it('puts the siege spaces Gijón, Pto. de Valderrepiso and Toledo on the REP side (§16.1.1)', () => {
    for (const n of ['Gijón', 'Pto. de Valderrepiso', 'Toledo']) expect(attrs(space(n)).controller, n).toBe('REP');
  });
});

describe('Crusade map: adjacency facts (digest §2.1.4)', () => {
  it('A1 Hellín — Murcia is a river connection (§2.1.2)', () => {
    expect(link('Hellín', 'Murcia')?.type).toBe('river');
  });
  it('A2 Mallorca — Beach Head is an arrow, its only connection (§2.1.2, §10.1.4)', () => {
    expect(link('Mallorca', 'Beach Head (Mallorca)')?.type).toBe('arrow');
    expect(neighbours('beachhead-mallorca', ['normal', 'river', 'arrow', 'border', 'grado'])).toEqual(
      new Set(['mallorca']),
    );
  });
  it('A3 Oviedo — Pto. de Leitariegos is a Grado line only (§2.1.2)', () => {
    expect(link('Oviedo', 'Pto. de Leitariegos')?.type).toBe('grado');
  });
  it('A4 Madrid and Barcelona are not Adjacent but are Connected through REP spaces at start (§2.1.2)', () => {
    expect(link('Madrid', 'Barcelona')).toBeUndefined();
    const rep = (id: string): boolean => attrs(byId.get(id) as SpaceDef).controller === 'REP';
    const seen = new Set(['madrid']);
    const queue = ['madrid'];
    while (queue.length) {
      for (const n of neighbours(queue.shift() as string)) {
        if (!seen.has(n) && rep(n)) {
          seen.add(n);
          queue.push(n);
        }
      }
    }
    expect(seen.has('barcelona')).toBe(true);
  });
  it('A5 Madrid — Illescas are Adjacent (§11.1.7)', () => {
    expect(neighbours('madrid').has('illescas')).toBe(true);
  });
  it('A6 Segovia — Somosierra are Adjacent, not by river (§11.2.6)', () => {
    expect(link('Segovia', 'Somosierra')?.type).toBe('normal');
  });
  it('A7 Somosierra — Aranda de Duero are Adjacent by river (§11.2.6)', () => {
    expect(link('Somosierra', 'Aranda de Duero')?.type).toBe('river');
  });
  it('A8 Madrid — Guadarrama are Adjacent (§17.3.2)', () => {
    expect(neighbours('madrid').has('guadarrama')).toBe(true);
  });
  it('A9 Belchite — Cariñena — Zaragoza is a path and Zaragoza is Adjacent to Belchite (§11.4.5)', () => {
    expect(neighbours('belchite').has('carinena')).toBe(true);
    expect(neighbours('carinena').has('zaragoza')).toBe(true);
    expect(neighbours('zaragoza').has('belchite')).toBe(true);
  });
  it('A10 Montblanch — Gandesa, Montblanch — Villafranca del P., Villafranca del P. — Barcelona (§11.4)', () => {
    expect(neighbours('montblanch').has('gandesa')).toBe(true);
    expect(neighbours('montblanch').has('villafranca')).toBe(true);
    expect(neighbours('villafranca').has('barcelona')).toBe(true);
  });
  it('A11 Teruel is Adjacent to Barracas, Ademuz and Rubielos de Mora (§17.4.2)', () => {
    for (const n of ['barracas', 'ademuz', 'rubielos']) expect(neighbours('teruel').has(n), n).toBe(true);
  });
  it('A12 Granada — Guadix are Adjacent (§16.2.4.2)', () => {
    expect(neighbours('granada').has('guadix')).toBe(true);
  });
  it('A13 land steps of the Plan "P" example (§8.5.6.2)', () => {
    for (const n of ['Águilas', 'Garrucha', 'Almería']) expect(steps('Cartagena', n), n).toBeLessThanOrEqual(3);
    for (const n of ['Motril', 'Vélez Málaga']) expect(steps('Baza', n), n).toBeLessThanOrEqual(3);
    expect(steps('Baza', 'Málaga')).toBeGreaterThan(3);
    expect(steps('Cartagena', 'Málaga')).toBeGreaterThan(3);
  });
  it('A14 Barbastro is Adjacent to Tremp and Balaguer, next to a NAT start space (§10.1.12 example)', () => {
    // MF 3 units advance two enemy spaces to Tremp and return to Barbastro: start, Barbastro, Tremp, Barbastro.
    expect(neighbours('barbastro').has('tremp')).toBe(true);
    // One that reaches Balaguer has passed two enemy spaces: start -> Barbastro -> Balaguer.
    expect(neighbours('barbastro').has('balaguer')).toBe(true);
    const starts = [...neighbours('barbastro')].filter((n) => attrs(byId.get(n) as SpaceDef).controller === 'NAT');
    expect(starts.length).toBeGreaterThan(0);
    for (const n of ['Barbastro', 'Tremp', 'Balaguer']) expect(attrs(space(n)).controller, n).toBe('REP');
  });
  it('A15 every neighbour of Oviedo and of Granada is REP at start (§16.2.1)', () => {
    for (const id of ['oviedo', 'granada']) {
      const ns = [...neighbours(id)];
      expect(ns.length, id).toBeGreaterThan(0);
      for (const n of ns) expect(attrs(byId.get(n) as SpaceDef).controller, `${id}-${n}`).toBe('REP');
    }
  });
  it('A16 Cangas de Onís and Gijón are in Asturias; Lugo, Ponferrada, León in no NF region (§16.4.2.1)', () => {
    expect(space('Cangas de Onís').region).toBe('asturias');
    expect(space('Gijón').region).toBe('asturias');
    for (const n of ['Lugo', 'Ponferrada', 'León']) expect(attrs(space(n)).nfRegion, n).toBeNull();
  });
  it('A17 Somosierra and Guadarrama are the only Sierra of Madrid spaces (§11.2.6)', () => {
    const sierra = spaces.filter((s) => attrs(s).sierraOfMadrid).map((s) => s.name);
    expect(sierra.sort()).toEqual(['Guadarrama', 'Somosierra']);
    expect(spaces.filter((s) => s.terrain === 'sierra').length).toBe(2);
  });
});

describe('Crusade map: Campaign set-up and the whole network', () => {
  for (const side of ['NAT', 'REP'] as const) {
    it(`has every ${side} Campaign set-up space, ${side}-controlled at start (digest §3.3)`, () => {
      expect(SETUP[side].length).toBe(side === 'NAT' ? 39 : 45);
      for (const n of SETUP[side]) expect(attrs(space(n)).controller, n).toBe(side);
    });
  }

  it('joins every mainland space into one network; the Balearics reach it by sea through their ports', () => {
    const land = spaces.filter((s) => attrs(s).kind === 'space' && !['mallorca', 'menorca'].includes(s.id));
    const seen = new Set([land[0].id]);
    const queue = [land[0].id];
    while (queue.length) {
      for (const n of neighbours(queue.shift() as string)) {
        if (!seen.has(n)) {
          seen.add(n);
          queue.push(n);
        }
      }
    }
    expect(land.filter((s) => !seen.has(s.id)).map((s) => s.id)).toEqual([]);
    for (const n of ['Mallorca', 'Menorca']) {
      expect(attrs(space(n)).port, n).toBe('mediterranean');
      expect(neighbours(space(n).id).size, n).toBe(0);
    }
  });

  // The spaces Connected to a start space through spaces of one side at start (§2.1.2).
  const zone = (from: string, side: string): Set<string> => {
    const seen = new Set([from]);
    const queue = [from];
    while (queue.length) {
      for (const n of neighbours(queue.shift() as string)) {
        if (!seen.has(n) && attrs(byId.get(n) as SpaceDef).controller === side) {
          seen.add(n);
          queue.push(n);
        }
      }
    }
    return seen;
  };

  it('splits the NAT spaces into a Northern and a Southern zone, plus Oviedo, Granada and Mallorca (§17.1.1)', () => {
    const north = zone('valladolid', 'NAT');
    const south = zone('sevilla', 'NAT');
    for (const id of ['la-coruna', 'zaragoza']) expect(north.has(id), id).toBe(true);
    expect(north.has('sevilla')).toBe(false);
    const nat = spaces.filter((s) => attrs(s).controller === 'NAT').map((s) => s.id);
    const loose = nat.filter((id) => !north.has(id) && !south.has(id));
    expect(loose.sort()).toEqual(['granada', 'mallorca', 'oviedo']);
  });

  it('cuts the Northern Front off from the main REP zone at start (§3.0 Northern Front)', () => {
    const nf = zone('bilbao', 'REP');
    for (const id of ['gijon', 'santander', 'san-sebastian', 'castropol']) expect(nf.has(id), id).toBe(true);
    expect(nf.has('madrid')).toBe(false);
    for (const id of nf) expect(attrs(byId.get(id) as SpaceDef).nfRegion, id).not.toBeNull();
  });

  it('joins every other REP space to Madrid through REP spaces at start, Menorca apart', () => {
    const main = zone('madrid', 'REP');
    const nf = zone('bilbao', 'REP');
    const rep = spaces.filter((s) => attrs(s).controller === 'REP').map((s) => s.id);
    expect(rep.filter((id) => !main.has(id) && !nf.has(id))).toEqual(['menorca']);
  });

  it('has a Province Capital space for every 1936 provincial capital of the Peninsula and the Balearics', () => {
    for (const [city, name] of Object.entries(CAPITALS_1936)) {
      expect(attrs(space(name)).provinceCapital, city).toBe(true);
    }
    expect(Object.keys(CAPITALS_1936).length).toBe(48);
  });

  it('joins border spaces to France or Portugal by border lines only', () => {
    for (const c of connections.filter((x) => x.type === 'border')) {
      const country = ['france', 'portugal'].includes(c.a) ? c.a : c.b;
      const town = country === c.a ? c.b : c.a;
      expect(['france', 'portugal']).toContain(country);
      expect(attrs(byId.get(town) as SpaceDef).border).toBe(country);
    }
    for (const c of connections.filter((x) => x.type !== 'border')) {
      expect(['france', 'portugal']).not.toContain(c.a);
      expect(['france', 'portugal']).not.toContain(c.b);
    }
  });
});

describe('Crusade map: provenance', () => {
  const labels = (s: SpaceDef): [string, Provenance][] => Object.entries(attrs(s).prov);

  it('labels a space value "rulebook" only when the rulebook names the space, with a section', () => {
    for (const s of spaces) {
      const rb = labels(s).filter(([, p]) => p.source === 'rulebook');
      if (!rb.length) continue;
      const book = attrs(s).book as string;
      expect(book, s.id).toBeTruthy();
      expect(bookNames.has(book.replace(/^Beach Head.*/, 'Beach Head')), book).toBe(true);
      for (const [k, p] of rb) expect(p.source === 'rulebook' && p.ref.startsWith('§'), `${s.id}.${k}`).toBe(true);
    }
  });

  it('labels a connection "rulebook" only when the rulebook names both its spaces', () => {
    for (const c of connections.filter((x) => x.prov?.source === 'rulebook')) {
      for (const id of [c.a, c.b]) {
        const book = (attrs(byId.get(id) as SpaceDef).book as string).replace(/ \(Mallorca\)$/, '');
        const alt = book.replace(/^Pto\. de /, 'Puerto de ');
        expect(bookNames.has(book) || bookNames.has(alt), `${c.a}-${c.b}: ${book}`).toBe(true);
      }
    }
  });

  it('cites only sections that the rulebook has', () => {
    const refs = new Set<string>();
    for (const s of spaces) for (const [, p] of labels(s)) if (p.source === 'rulebook') refs.add(p.ref);
    for (const c of connections) if (c.prov?.source === 'rulebook') refs.add(c.prov.ref);
    for (const t of map.terrain) if (t.prov.source === 'rulebook') refs.add(t.prov.ref);
    for (const ref of refs) {
      const section = /^§(\d+(\.\d+)*)/.exec(ref)?.[1];
      expect(section, ref).toBeTruthy();
      expect(bookSections.has(section as string), ref).toBe(true);
    }
  });

  it('labels every reconstructed space and connection with a reason', () => {
    for (const s of spaces) {
      expect(s.prov?.source).toBe('reconstructed');
      for (const [k, p] of labels(s)) if (p.source === 'reconstructed') expect(p.reason, `${s.id}.${k}`).toBeTruthy();
    }
    for (const c of connections) if (c.prov?.source === 'reconstructed') expect(c.prov.reason).toBeTruthy();
  });

  it('keeps rulebook values for the set-up controllers and the named Main Cities', () => {
    for (const n of [...SETUP.NAT, ...SETUP.REP]) expect(attrs(space(n)).prov.controller.source, n).toBe('rulebook');
    expect(attrs(space('Madrid')).prov.mainCity.source).toBe('rulebook');
  });
});
