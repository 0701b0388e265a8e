$data = Import-Csv -Path .\sales.csv

$byRegion = $data | Group-Object -Property Region | ForEach-Object {
    [PSCustomObject]@{
        Region = $_.Name
        Orders = $_.Count
        Total  = ($_.Group | Measure-Object -Property Amount -Sum).Sum
    }
}

$byRegion | Sort-Object Total -Descending | Format-Table
$byRegion | Export-Csv -Path .\report.csv -NoTypeInformation
Write-Output "Report saved to report.csv"
