text = File.read(ARGV.fetch(0) { abort "usage: ruby word_freq.rb FILE" })

counts = Hash.new(0)
text.downcase.scan(/[a-z']+/) { |word| counts[word] += 1 }

counts.sort_by { |word, n| [-n, word] }.first(10).each_with_index do |(word, n), i|
  puts "#{i + 1}. #{word} (#{n})"
end

longest = counts.keys.max_by(&:length)
puts "Longest word: #{longest}"
