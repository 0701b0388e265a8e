local M = {}

function M.map(t, f)
  local out = {}
  for i, v in ipairs(t) do
    out[i] = f(v)
  end
  return out
end

function M.filter(t, pred)
  local out = {}
  for _, v in ipairs(t) do
    if pred(v) then
      table.insert(out, v)
    end
  end
  return out
end

function M.sum(t)
  local s = 0
  for _, v in ipairs(t) do s = s + v end
  return s
end

local nums = {1, 2, 3, 4, 5, 6}
local evens = M.filter(nums, function(n) return n % 2 == 0 end)
print(table.concat(M.map(evens, function(n) return n * n end), ", "))
print("sum:", M.sum(nums))

return M
