async function getWeather(city) {
  const url = `https://api.example.com/weather?city=${encodeURIComponent(city)}`;
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`Request failed with status ${response.status}`);
  }
  const data = await response.json();
  return {
    city: data.name,
    temperature: Math.round(data.main.temp),
    description: data.weather[0].description,
  };
}

const button = document.querySelector('#search');
const output = document.querySelector('#result');

button.addEventListener('click', async () => {
  const city = document.querySelector('#city').value;
  output.textContent = 'Loading...';
  try {
    const weather = await getWeather(city);
    output.textContent = `${weather.city}: ${weather.temperature}°C, ${weather.description}`;
  } catch (err) {
    output.textContent = 'Could not load the weather: ' + err.message;
  }
});
