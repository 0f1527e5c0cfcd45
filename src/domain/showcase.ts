/** The home page's stories (shown by features/showcase, seeded by scripts/seed-data.ts). */
export interface Installation {
  id: string;
  title: string;
  location: string;
  systemSize: string;
  description: string;
  image: string;
  completedAt: Date | null;
}

export interface Testimonial {
  id: string;
  name: string;
  location: string;
  role: string;
  rating: number;
  text: string;
}
