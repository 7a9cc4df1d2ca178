import type { Position } from './availability-search';

export type PositionFailure = 'refused' | 'unavailable';

/** GeolocationPositionError's code when the person (or the browser's settings) said no. */
const PERMISSION_DENIED = 1;

/**
 * Two decimals of a degree, about a kilometre: enough to put the nearest centres first, and what reaches the
 * server (and its request log) is a neighbourhood, not the visitor's door.
 */
export function roundedPosition(latitude: number, longitude: number): Position {
  return { latitude: Math.round(latitude * 100) / 100, longitude: Math.round(longitude * 100) / 100 };
}

/**
 * Asks the browser where the visitor is. A coarse fix is enough (and quicker, and kinder to a phone's
 * battery); one from the last few minutes will do.
 */
export function askPosition(): Promise<Position> {
  return new Promise((resolve, reject: (reason: PositionFailure) => void) => {
    if (!('geolocation' in navigator)) {
      reject('unavailable');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (found) => resolve(roundedPosition(found.coords.latitude, found.coords.longitude)),
      (error) => reject(error.code === PERMISSION_DENIED ? 'refused' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 5 * 60_000 },
    );
  });
}
