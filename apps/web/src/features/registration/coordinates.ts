/** Fills latitude and longitude from the browser's location, when it has one and the person allows it. */
export function currentPosition(): Promise<{ latitude: string; longitude: string }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('unavailable'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          latitude: position.coords.latitude.toFixed(6),
          longitude: position.coords.longitude.toFixed(6),
        }),
      (error) => reject(error),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  });
}
