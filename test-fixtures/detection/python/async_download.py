import asyncio
from dataclasses import dataclass
from typing import List, Optional

import aiohttp


@dataclass
class Page:
    url: str
    status: int
    size: Optional[int] = None


async def fetch(session: aiohttp.ClientSession, url: str) -> Page:
    async with session.get(url) as response:
        body = await response.read()
        return Page(url, response.status, len(body))


async def fetch_all(urls: List[str]) -> List[Page]:
    async with aiohttp.ClientSession() as session:
        return await asyncio.gather(*(fetch(session, u) for u in urls))


if __name__ == "__main__":
    pages = asyncio.run(fetch_all(["https://example.com", "https://example.org"]))
    for page in pages:
        print(f"{page.url}: {page.status} ({page.size} bytes)")
