// Goods and remarks in each organization's language, so the demo reads like real orders.
export const CARGO: Record<string, readonly string[]> = {
  fr: [
    'Pompes centrifuges inox',
    'Vannes papillon DN200 sur palettes',
    'Moteurs électriques 75 kW',
    'Armoires électriques basse tension',
    'Compresseurs d’air à vis',
    'Échangeurs thermiques à plaques',
    'Pièces détachées pour pompes',
    'Bobines de câble cuivre',
    'Réducteurs industriels',
    'Tubes inox 316L en fardeaux',
    'Cartons de joints et garnitures',
    'Granulés de polyamide en big bags',
  ],
  de: [
    'Stahlcoils kaltgewalzt',
    'Getriebeteile auf Gitterboxen',
    'Hydraulikzylinder',
    'Aluminiumprofile in Bündeln',
    'Kunststoffgranulat in Oktabins',
    'Ersatzteile Landmaschinen',
    'Elektromotoren',
    'Leergut Euro-Paletten',
  ],
  en: [
    'Consumer electronics, mixed pallets',
    'Automotive spare parts',
    'Flat-pack furniture',
    'Bottled mineral water',
    'Household appliances',
    'Cosmetics, shrink-wrapped pallets',
    'Tyres on racks',
    'Returnable packaging',
  ],
};

export const COMMENTS: Record<string, readonly string[]> = {
  fr: [
    'Livraison quai 4, prévenir 30 min avant l’arrivée.',
    'Hayon obligatoire, pas de chariot sur place.',
    'Site fermé entre 12 h et 13 h 30.',
    'Présenter le bon de commande à l’accueil.',
    'Palettes non gerbables.',
  ],
  de: [
    'Anlieferung nur mit Zeitfenster.',
    'Ladungssicherung mit Zurrgurten.',
    'Rampe 7, Fahrer meldet sich am Tor.',
  ],
  en: [
    'Call the warehouse 1 h before arrival.',
    'Tail lift required.',
    'Dock 12, present the booking at the gate.',
  ],
};
