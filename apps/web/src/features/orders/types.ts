/** The flattened `orders` resource (docs/decisions/0001, shipment-domain.txt §3). */
export interface Tag {
  label: string;
  color: string;
}

export interface StopSummary {
  name: string;
  town?: string | null;
  country?: string | null;
  timezone?: string | null;
  plannedStart?: string | null;
  plannedEnd?: string | null;
  arrivedAt?: string | null;
  leftAt?: string | null;
}

export interface Eta {
  date: string | null;
  etaStatus: string | null;
  source?: string | null;
}

export interface Stop {
  id: string;
  sequence: number;
  stopType?: string | null;
  activity: 'LOADING' | 'UNLOADING' | string;
  name: string;
  street?: string | null;
  postalCode?: string | null;
  town?: string | null;
  country?: string | null;
  timezone?: string | null;
  plannedStart?: string | null;
  plannedEnd?: string | null;
  appointment?: { startAt: string | null; endAt: string | null } | null;
  arrivedAt?: string | null;
  leftAt?: string | null;
  isSkipped?: boolean;
  isNextStop?: boolean;
  completionState?: { isDone: boolean; hasBeenAborted: boolean; isLate: boolean } | null;
  onSite?: { isOnSite: boolean; isLate: boolean } | null;
  goodsStatus?: string | null;
  eta?: Eta | null;
  remainingDistance?: number | null;
}

export interface Goods {
  id: string;
  goodsType: string;
  quantity?: number | null;
  weight?: number | null;
  size?: { height?: number | null; length?: number | null; width?: number | null } | null;
}

export interface Order {
  id: string;
  reference: string;
  clientReference?: string | null;
  consignmentReference?: string | null;
  contractNumber?: string | null;
  cargoDescription?: string | null;
  comments?: string | null;
  currentStatus: string;
  transportMode?: string | null;
  tourReference?: string | null;
  tourStatus?: string | null;
  nextStopPointEtaState?: string | null;
  ownerName?: string | null;
  charteredName?: string | null;
  tags?: Tag[];
  departure?: StopSummary | null;
  arrival?: StopSummary | null;
  createdAt: string;
  updatedAt?: string;
  stops?: Stop[];
  goods?: Goods[];
  tour?: { id: string; reference?: string; status?: string } | null;
}
