import { useEffect, useState } from 'react';

export default function WeatherCard({ city }) {
  const [weather, setWeather] = useState(null);
  const [error, setError] = useState(null);

  useEffect(() => {
    let cancelled = false;
    fetch(`/api/weather?city=${city}`)
      .then((res) => res.json())
      .then((data) => {
        if (!cancelled) setWeather(data);
      })
      .catch((err) => setError(err.message));
    return () => {
      cancelled = true;
    };
  }, [city]);

  if (error) return <p className="error">{error}</p>;
  if (!weather) return <p>Loading…</p>;

  return (
    <article className="card">
      <h2>{weather.city}</h2>
      <p className="temp">{Math.round(weather.temp)}°</p>
      <p>{weather.description}</p>
    </article>
  );
}
