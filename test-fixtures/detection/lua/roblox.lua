local Players = game:GetService("Players")

local function onPlayerAdded(player)
  local leaderstats = Instance.new("Folder")
  leaderstats.Name = "leaderstats"
  leaderstats.Parent = player

  local coins = Instance.new("IntValue")
  coins.Name = "Coins"
  coins.Value = 0
  coins.Parent = leaderstats

  player.CharacterAdded:Connect(function(character)
    local humanoid = character:WaitForChild("Humanoid")
    humanoid.WalkSpeed = 20
  end)
end

Players.PlayerAdded:Connect(onPlayerAdded)

while true do
  task.wait(10)
  for _, p in ipairs(Players:GetPlayers()) do
    p.leaderstats.Coins.Value += 1
  end
end
