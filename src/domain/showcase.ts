/** The home page's stories (shown by features/showcase, seeded by scripts/seed-data.ts). */
export interface Installation {
  id: string;
  title: string;
  location: string;
  systemSize: string;
  description: string;
  image: string;
  completedAt: Date | null;
  /** Staff's order on the home page: lower first (issue 14 item 10). */
  position: number;
  /** Hidden ones stay in the admin list only. */
  visible: boolean;
}

export interface Testimonial {
  id: string;
  name: string;
  location: string;
  role: string;
  rating: number;
  text: string;
  position: number;
  visible: boolean;
}
