$os = Get-CimInstance Win32_OperatingSystem
$cpu = Get-CimInstance Win32_Processor | Select-Object -First 1
$disks = Get-CimInstance Win32_LogicalDisk -Filter "DriveType=3"

[PSCustomObject]@{
    Computer = $env:COMPUTERNAME
    OS       = $os.Caption
    CPU      = $cpu.Name
    MemoryGB = [math]::Round($os.TotalVisibleMemorySize / 1MB, 1)
} | Format-List

$disks | Select-Object DeviceID,
    @{Name = 'SizeGB'; Expression = { [math]::Round($_.Size / 1GB, 1) } },
    @{Name = 'FreeGB'; Expression = { [math]::Round($_.FreeSpace / 1GB, 1) } } |
    Format-Table -AutoSize
