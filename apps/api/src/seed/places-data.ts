// Real European logistics sites (towns, postal codes, coordinates and zones are real; companies are fictional).
// A place may sit in several organizations' address books: each owner gets its own row, never a shared one.
export type PlaceOwner = 'shipper' | 'carrier' | 'carrier2' | 'lsp';
export type PlaceKind = 'site' | 'customer' | 'supplier' | 'port' | 'depot' | 'hub';
export type Region = 'west' | 'east';

export interface PlaceSeed {
  key: string;
  name: string;
  street: string;
  postalCode: string;
  town: string;
  country: string;
  lat: number;
  lng: number;
  timezone: string;
  kind: PlaceKind;
  owners: readonly PlaceOwner[];
  /** Circle radius in metres; polygon places give the half-size of their outline instead. */
  radius?: number;
  polygon?: number;
}

const P = 'Europe/Paris';
const B = 'Europe/Berlin';

// biome-ignore format: one place per line reads as a table
export const PLACES: readonly PlaceSeed[] = [
  { key: 'mdi-lyon', name: 'MDI — Siège et usine Lyon Gerland', street: '42 Rue de Gerland', postalCode: '69007', town: 'Lyon', country: 'FR', lat: 45.7325, lng: 4.8335, timezone: P, kind: 'site', owners: ['shipper'], polygon: 350 },
  { key: 'mdi-saint-priest', name: 'MDI — Entrepôt Saint-Priest', street: '8 Rue du Dauphiné', postalCode: '69800', town: 'Saint-Priest', country: 'FR', lat: 45.7185, lng: 4.948, timezone: P, kind: 'site', owners: ['shipper', 'carrier'], radius: 400 },
  { key: 'mdi-villefranche', name: 'MDI — Usine de Villefranche', street: '15 Rue Ampère, ZI Nord', postalCode: '69400', town: 'Villefranche-sur-Saône', country: 'FR', lat: 45.996, lng: 4.714, timezone: P, kind: 'site', owners: ['shipper'], radius: 500 },
  { key: 'mdi-grenoble', name: 'MDI — Atelier Grenoble', street: '3 Avenue de Grugliasco', postalCode: '38130', town: 'Échirolles', country: 'FR', lat: 45.1455, lng: 5.7205, timezone: P, kind: 'site', owners: ['shipper'], radius: 300 },
  { key: 'fos', name: 'Terminal conteneurs Fos 2XL', street: 'Darse 2, Route de la Darse', postalCode: '13270', town: 'Fos-sur-Mer', country: 'FR', lat: 43.405, lng: 4.87, timezone: P, kind: 'port', owners: ['shipper'], polygon: 1500 },
  { key: 'gennevilliers', name: 'Entrepôt Seine — Port de Gennevilliers', street: '2 Route du Bassin n°6', postalCode: '92230', town: 'Gennevilliers', country: 'FR', lat: 48.937, lng: 2.294, timezone: P, kind: 'customer', owners: ['shipper', 'carrier'], radius: 800 },
  { key: 'lesquin', name: 'Plateforme Nord Distribution', street: '120 Rue des Saules', postalCode: '59810', town: 'Lesquin', country: 'FR', lat: 50.577, lng: 3.108, timezone: P, kind: 'customer', owners: ['shipper'], radius: 600 },
  { key: 'tlf-depot', name: 'Transports Lefèvre — Dépôt Lesquin', street: '5 Rue de la Haie Plouvier', postalCode: '59810', town: 'Lesquin', country: 'FR', lat: 50.584, lng: 3.12, timezone: P, kind: 'depot', owners: ['carrier'], radius: 300 },
  { key: 'bruges', name: 'Entrepôt Atlantique Bordeaux', street: '27 Avenue de Chavailles', postalCode: '33520', town: 'Bruges', country: 'FR', lat: 44.888, lng: -0.606, timezone: P, kind: 'customer', owners: ['shipper'], radius: 500 },
  { key: 'colomiers', name: 'Aéro-Pièces Colomiers', street: '9 Avenue André Marie Ampère', postalCode: '31770', town: 'Colomiers', country: 'FR', lat: 43.611, lng: 1.336, timezone: P, kind: 'customer', owners: ['shipper'], radius: 400 },
  { key: 'carquefou', name: 'Ouest Industrie Carquefou', street: '14 Rue de la Fontaine', postalCode: '44470', town: 'Carquefou', country: 'FR', lat: 47.298, lng: -1.49, timezone: P, kind: 'customer', owners: ['shipper', 'carrier'], radius: 500 },
  { key: 'strasbourg', name: 'Rhénus Entrepôts Port du Rhin', street: '4 Rue du Port du Rhin', postalCode: '67100', town: 'Strasbourg', country: 'FR', lat: 48.57, lng: 7.79, timezone: P, kind: 'customer', owners: ['shipper'], radius: 700 },
  { key: 'le-havre', name: 'Terminal de France — Port 2000', street: 'Route de l’Estuaire', postalCode: '76600', town: 'Le Havre', country: 'FR', lat: 49.466, lng: 0.16, timezone: P, kind: 'port', owners: ['shipper', 'carrier'], polygon: 1200 },
  { key: 'rungis', name: 'Plateforme Rungis Sud', street: '1 Rue de la Tour', postalCode: '94150', town: 'Rungis', country: 'FR', lat: 48.755, lng: 2.352, timezone: P, kind: 'customer', owners: ['shipper', 'carrier'], radius: 600 },
  { key: 'longvic', name: 'Bourgogne Mécanique Longvic', street: '18 Rue Paul Langevin', postalCode: '21600', town: 'Longvic', country: 'FR', lat: 47.288, lng: 5.064, timezone: P, kind: 'customer', owners: ['shipper'], radius: 400 },
  { key: 'burchardkai', name: 'Container Terminal Burchardkai', street: 'Bei der Pfeilerbahn 1', postalCode: '21129', town: 'Hamburg', country: 'DE', lat: 53.534, lng: 9.926, timezone: B, kind: 'port', owners: ['shipper', 'carrier2'], polygon: 1500 },
  { key: 'nll-depot', name: 'Nordlicht Logistik — Depot Billbrook', street: 'Liebigstraße 60', postalCode: '22113', town: 'Hamburg', country: 'DE', lat: 53.529, lng: 10.085, timezone: B, kind: 'depot', owners: ['carrier2'], radius: 300 },
  { key: 'logport', name: 'logport I Duisburg-Rheinhausen', street: 'Europaallee 2', postalCode: '47229', town: 'Duisburg', country: 'DE', lat: 51.383, lng: 6.705, timezone: B, kind: 'port', owners: ['shipper', 'lsp', 'carrier2'], radius: 1200 },
  { key: 'allach', name: 'Bayern Antriebstechnik München', street: 'Dachauer Straße 651', postalCode: '80995', town: 'München', country: 'DE', lat: 48.186, lng: 11.459, timezone: B, kind: 'customer', owners: ['shipper', 'carrier2'], radius: 500 },
  { key: 'kornwestheim', name: 'Schwaben Stahlhandel Kornwestheim', street: 'Bahnhofstraße 120', postalCode: '70806', town: 'Kornwestheim', country: 'DE', lat: 48.864, lng: 9.178, timezone: B, kind: 'supplier', owners: ['shipper'], radius: 400 },
  { key: 'schkeuditz', name: 'Mitteldeutsches Logistikzentrum', street: 'Radefelder Allee 4', postalCode: '04435', town: 'Schkeuditz', country: 'DE', lat: 51.409, lng: 12.226, timezone: B, kind: 'customer', owners: ['shipper', 'lsp', 'carrier2'], radius: 800 },
  { key: 'osthafen', name: 'Rhein-Main Lager Osthafen', street: 'Lindleystraße 12', postalCode: '60314', town: 'Frankfurt am Main', country: 'DE', lat: 50.111, lng: 8.723, timezone: B, kind: 'customer', owners: ['shipper', 'lsp'], radius: 400 },
  { key: 'coslada', name: 'Centro Logístico Coslada', street: 'Avenida de la Fundición 8', postalCode: '28821', town: 'Coslada', country: 'ES', lat: 40.425, lng: -3.536, timezone: 'Europe/Madrid', kind: 'customer', owners: ['shipper'], radius: 600 },
  { key: 'zona-franca', name: 'Terminal Zona Franca Barcelona', street: 'Carrer 60, 19', postalCode: '08040', town: 'Barcelona', country: 'ES', lat: 41.334, lng: 2.133, timezone: 'Europe/Madrid', kind: 'port', owners: ['shipper'], polygon: 1000 },
  { key: 'plaza', name: 'Plataforma PLAZA Zaragoza', street: 'Calle Turiaso 12', postalCode: '50197', town: 'Zaragoza', country: 'ES', lat: 41.627, lng: -0.99, timezone: 'Europe/Madrid', kind: 'customer', owners: ['shipper'], radius: 500 },
  { key: 'valencia', name: 'Puerto de Valencia — Muelle Príncipe Felipe', street: 'Avenida del Puerto s/n', postalCode: '46024', town: 'Valencia', country: 'ES', lat: 39.446, lng: -0.317, timezone: 'Europe/Madrid', kind: 'port', owners: ['shipper'], radius: 1500 },
  { key: 'segrate', name: 'Lombardia Impianti Segrate', street: 'Via Cassanese 224', postalCode: '20054', town: 'Segrate', country: 'IT', lat: 45.492, lng: 9.296, timezone: 'Europe/Rome', kind: 'customer', owners: ['shipper'], radius: 500 },
  { key: 'torino', name: 'Acciai Piemonte Torino', street: 'Corso Settembrini 178', postalCode: '10135', town: 'Torino', country: 'IT', lat: 45.033, lng: 7.627, timezone: 'Europe/Rome', kind: 'supplier', owners: ['shipper'], radius: 600 },
  { key: 'verona', name: 'Interporto Quadrante Europa', street: 'Via Sommacampagna 61', postalCode: '37137', town: 'Verona', country: 'IT', lat: 45.417, lng: 10.937, timezone: 'Europe/Rome', kind: 'customer', owners: ['shipper', 'carrier2'], polygon: 900 },
  { key: 'maasvlakte', name: 'Maasvlakte Container Terminal', street: 'Europaweg 875', postalCode: '3199 LD', town: 'Rotterdam', country: 'NL', lat: 51.956, lng: 4.038, timezone: 'Europe/Amsterdam', kind: 'port', owners: ['shipper', 'lsp'], polygon: 2000 },
  { key: 'waalhaven', name: 'EuroLink — Hub Waalhaven', street: 'Waalhaven Zuidzijde 19', postalCode: '3089 JH', town: 'Rotterdam', country: 'NL', lat: 51.885, lng: 4.438, timezone: 'Europe/Amsterdam', kind: 'hub', owners: ['lsp'], radius: 400 },
  { key: 'venlo', name: 'EuroLink — DC Venlo Trade Port', street: 'Celsiusweg 15', postalCode: '5928 PR', town: 'Venlo', country: 'NL', lat: 51.392, lng: 6.147, timezone: 'Europe/Amsterdam', kind: 'hub', owners: ['lsp', 'shipper'], radius: 500 },
  { key: 'tilburg', name: 'Brabant Retail DC Tilburg', street: 'Kraaivenstraat 25', postalCode: '5048 AB', town: 'Tilburg', country: 'NL', lat: 51.582, lng: 5.028, timezone: 'Europe/Amsterdam', kind: 'customer', owners: ['lsp'], radius: 500 },
  { key: 'antwerp', name: 'Port of Antwerp — Noorderlaan Terminal', street: 'Noorderlaan 133', postalCode: '2030', town: 'Antwerpen', country: 'BE', lat: 51.28, lng: 4.4, timezone: 'Europe/Brussels', kind: 'port', owners: ['shipper', 'lsp', 'carrier'], radius: 1200 },
  { key: 'genk', name: 'Limburg Components Genk', street: 'Henry Fordlaan 8', postalCode: '3600', town: 'Genk', country: 'BE', lat: 50.939, lng: 5.475, timezone: 'Europe/Brussels', kind: 'customer', owners: ['lsp'], radius: 600 },
  { key: 'bierset', name: 'Liège Logistics Bierset', street: 'Rue de l’Aéroport 50', postalCode: '4460', town: 'Grâce-Hollogne', country: 'BE', lat: 50.637, lng: 5.46, timezone: 'Europe/Brussels', kind: 'customer', owners: ['shipper', 'lsp'], radius: 800 },
  { key: 'komorniki', name: 'Wielkopolska Dystrybucja Komorniki', street: 'ul. Poznańska 1', postalCode: '62-052', town: 'Komorniki', country: 'PL', lat: 52.335, lng: 16.81, timezone: 'Europe/Warsaw', kind: 'supplier', owners: ['shipper', 'carrier2'], radius: 500 },
  { key: 'strykow', name: 'Centrum Logistyczne Stryków', street: 'ul. Szczecińska 8', postalCode: '95-010', town: 'Stryków', country: 'PL', lat: 51.903, lng: 19.602, timezone: 'Europe/Warsaw', kind: 'customer', owners: ['shipper', 'lsp'], radius: 700 },
  { key: 'bielany', name: 'Dolny Śląsk Magazyny Bielany', street: 'ul. Logistyczna 6', postalCode: '55-040', town: 'Bielany Wrocławskie', country: 'PL', lat: 51.039, lng: 16.966, timezone: 'Europe/Warsaw', kind: 'customer', owners: ['shipper'], radius: 500 },
  { key: 'alverca', name: 'Armazém Tejo Alverca', street: 'Estrada Nacional 10, km 128', postalCode: '2615-187', town: 'Alverca do Ribatejo', country: 'PT', lat: 38.896, lng: -9.039, timezone: 'Europe/Lisbon', kind: 'customer', owners: ['shipper'], radius: 500 },
  { key: 'maia', name: 'Norte Indústria Maia', street: 'Rua da Lionesa 446', postalCode: '4470-605', town: 'Maia', country: 'PT', lat: 41.235, lng: -8.623, timezone: 'Europe/Lisbon', kind: 'customer', owners: ['shipper'], radius: 400 },
  { key: 'mioveni', name: 'Argeș Auto Components Mioveni', street: 'Strada Uzinei 1', postalCode: '115400', town: 'Mioveni', country: 'RO', lat: 44.956, lng: 24.94, timezone: 'Europe/Bucharest', kind: 'customer', owners: ['shipper', 'carrier2'], radius: 1000 },
  { key: 'chiajna', name: 'Depozit Logistic Chiajna', street: 'Șoseaua de Centură 12', postalCode: '077040', town: 'Chiajna', country: 'RO', lat: 44.448, lng: 25.979, timezone: 'Europe/Bucharest', kind: 'customer', owners: ['shipper'], radius: 600 },
  { key: 'vilnius', name: 'Baltic Distribution Vilnius', street: 'Savanorių pr. 178', postalCode: '03154', town: 'Vilnius', country: 'LT', lat: 54.671, lng: 25.219, timezone: 'Europe/Vilnius', kind: 'customer', owners: ['shipper', 'carrier2'], radius: 500 },
  { key: 'kaunas', name: 'Kaunas FEZ Warehouse', street: 'Ramybės g. 4', postalCode: '54469', town: 'Kaunas', country: 'LT', lat: 54.939, lng: 24.045, timezone: 'Europe/Vilnius', kind: 'customer', owners: ['shipper'], radius: 800 },
];

/** Carrier 1 covers France and the south-west; Nordlicht the north and east. */
export function regionOf(country: string): Region {
  return ['DE', 'NL', 'PL', 'LT', 'RO'].includes(country) ? 'east' : 'west';
}
