// The Crusade markers' words in Spanish (the page shows them when its language is Spanish; the rules never read
// them): each fixed marker's name and, where its faces carry words, its front and back. Card markers take their
// card's Spanish name (cards.json) in markers.ts.

/** A marker's Spanish name, and its faces' words where they are not figures or proper names. */
export interface MarkerEs {
  name: string;
  front?: string;
  back?: string;
}

/** By marker id. */
export const MARKERS_ES: Readonly<Record<string, MarkerEs>> = {
  'game-turn': { name: 'Turno de juego', front: 'Turno de juego' },
  vp: { name: 'Puntos de victoria', front: 'PV' },
  rm: { name: 'Moral republicana', front: 'MR', back: 'MR NEG' },
  'rp-nat': { name: 'PR nacionales', front: 'PR NAC' },
  'rp-axis': { name: 'PR del Eje', front: 'PR EJE', back: 'SIN PR' },
  'rp-rep': { name: 'PR republicanos', front: 'PR REP' },
  'rp-sov': { name: 'PR soviéticos', front: 'PR SOV' },
  government: { name: 'Gobierno de la República' },
  strait: { name: 'Control del Estrecho', front: 'Control republicano', back: 'Control nacional' },
  'ammo-shortage': { name: 'Escasez de munición', front: 'Activa', back: 'Terminada' },
  'nat-command': { name: 'Mando nacional', front: 'Sin mando único', back: 'Franco, Generalísimo' },
  'madrid-priority': { name: 'Objetivo prioritario: Madrid', front: 'Madrid -3 PV' },
  'turn-of-embark': { name: 'Turno de embarque', front: 'Turno de embarque' },
  'severe-winter': { name: 'Invierno severo', front: 'Invierno severo' },
  'war-phase': { name: 'Fase de guerra', front: 'Movilización', back: 'Guerra de ejércitos' },
  'siege-simancas': { name: 'Asedio: Cuartel de Simancas' },
  'siege-cabeza': { name: 'Asedio: Sta. Mª de la Cabeza' },
  'siege-alcazar': { name: 'Asedio: Alcázar' },
  'siege-resist-simancas': { name: 'Resistencia del asedio: Simancas', front: 'Resiste Simancas' },
  'siege-resist-cabeza': { name: 'Resistencia del asedio: Sta. Mª Cabeza', front: 'Resiste Sta. Mª Cabeza' },
  'siege-resist-alcazar': { name: 'Resistencia del asedio: Alcázar', front: 'Resiste Alcázar' },
  'isolated-oviedo': { name: 'Espacio aislado: Oviedo', front: 'Aislado' },
  'isolated-granada': { name: 'Espacio aislado: Granada', front: 'Aislado' },
  'move-attack': { name: 'Mover / Atacar', front: 'Mover', back: 'Atacar' },
  'control-nat': { name: 'Control nacional', front: 'NAC' },
  'control-rep': { name: 'Control republicano', front: 'REP' },
  oos: { name: 'Sin suministro', front: 'SS' },
  'supply-france': { name: 'Suministro por Francia', front: 'Frontera francesa' },
  'supply-portugal': { name: 'Suministro por Portugal', front: 'Frontera portuguesa' },
  'fort-rep': { name: 'Posición / Trinchera republicana', front: 'Posición', back: 'Trinchera' },
  'fort-nat': { name: 'Posición / Trinchera nacional', front: 'Posición', back: 'Trinchera' },
  'trench-madrid': { name: 'Trinchera de Madrid', front: 'Trinchera' },
  'trench-bilbao': { name: 'Trinchera de Bilbao (Cinturón de Hierro)', front: 'Trinchera' },
  'trench-fortifications': { name: 'Trinchera de Fortificaciones', front: 'Trinchera' },
  'drm-modifier': { name: 'Modificador de tirada', front: '-1 MOD', back: '-2 MOD' },
  'beach-head': { name: 'Cabeza de playa', front: 'Mallorca', back: 'Plan P' },
  'bonus-vp': { name: 'PV de bonificación', front: '+1 PV' },
  'bonus-rm': { name: 'MR de bonificación', front: '+1 MR' },
  retreated: { name: 'En retirada', front: 'En retirada' },
  'victorious-attack': { name: 'Ataque victorioso', front: 'Victoria NAC', back: 'Victoria REP' },
};

/** A side's Action marker in Spanish ("Acción NAC 3"). */
export const actionEs = (side: 'NAT' | 'REP', n: number) => `Acción ${side === 'NAT' ? 'NAC' : 'REP'} ${n}`;
/** A VP/RM event marker and a reminder marker, from their card's Spanish name. */
export const eventEs = (card: string) => `Evento de PV/MR: ${card}`;
export const reminderEs = (card: string) => `Recordatorio: ${card}`;
