require "rake/testtask"

Rake::TestTask.new(:test) do |t|
  t.libs << "test"
  t.pattern = "test/**/*_test.rb"
end

desc "Print the number of lines of Ruby code"
task :loc do
  lines = Dir["lib/**/*.rb"].sum { |f| File.readlines(f).count { |l| !l.strip.empty? } }
  puts "#{lines} lines of code"
end

namespace :db do
  desc "Load the seed data"
  task :seed do
    require_relative "lib/app"
    App.seed!
  end
end

task default: :test
