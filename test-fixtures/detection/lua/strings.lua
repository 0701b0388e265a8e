local text = "The quick brown fox jumps over the lazy dog"

local words = {}
for word in string.gmatch(text, "%a+") do
  words[#words + 1] = word:lower()
end

print("Word count: " .. #words)

local longest = ""
for _, w in ipairs(words) do
  if #w > #longest then longest = w end
end
print("Longest word: " .. longest)

local reversed = text:reverse()
print(reversed)
print(string.format("%-10s|%5d", "fox", 3))
print(text:gsub("o", "0"))
